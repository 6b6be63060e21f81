// Walks every admin route module built here, anonymously, with GET (loader) and POST (action, with fields
// that would change data if accepted): each answers a redirect to login, serves no data and changes nothing.
// A forged session cookie is treated the same. Login itself (the one unguarded page) serves a form only.
import { beforeEach, describe, expect, it } from "vitest";
import * as dashboard from "#app/routes/admin/dashboard";
import * as guard from "#app/routes/admin/guard";
import * as offerings from "#app/routes/admin/offerings";
import * as offering from "#app/routes/admin/offering";
import * as offeringForm from "#app/routes/admin/offering-form";
import * as products from "#app/routes/admin/products";
import * as productAdd from "#app/routes/admin/product-add";
import * as product from "#app/routes/admin/product";
import * as productEdit from "#app/routes/admin/product-edit";
import * as productDelete from "#app/routes/admin/product-delete";
import * as videoUpload from "#app/routes/admin/video-upload";
import * as layout from "#app/routes/admin/layout";
import * as login from "#app/routes/admin/login";
import * as logout from "#app/routes/admin/logout";
import { db, resetDatabase } from "#tests/helpers/db";
import { get, multipart, postMultipart } from "#tests/helpers/requests";
import { counts, LOGIN, PREFIX, run } from "#tests/helpers/admin";
import { routesIn } from "#tests/helpers/routes";
import { storedKeys } from "#tests/helpers/uploads";

type Module = { loader?: (args: never) => unknown; action?: (args: never) => unknown };

let ids: { offering: string; product: string };

beforeEach(async () => {
  await resetDatabase();
  const prisma = await db();
  const cakes = await prisma.offering.create({ data: { name: "Cakes", slug: "cakes" } });
  const sponge = await prisma.product.create({
    data: { title: "Sponge", price: "100", description: "Soft", categoryId: cakes.id },
  });
  ids = { offering: cakes.id, product: sponge.id };
});

function routes(): [string, Module, Record<string, string>][] {
  const p = ids.product;
  return [
    [PREFIX, dashboard, {}],
    [PREFIX, guard, {}],
    [`${PREFIX}/offerings`, offerings, {}],
    [`${PREFIX}/offerings/cakes`, offering, { slug: "cakes" }],
    [`${PREFIX}/offerings/new/add`, offeringForm, { slug: "new" }],
    [`${PREFIX}/offerings/cakes/update`, offeringForm, { slug: "cakes" }],
    [`${PREFIX}/products`, products, {}],
    [`${PREFIX}/product/add`, productAdd, {}],
    [`${PREFIX}/product/${p}`, product, { id: p }],
    [`${PREFIX}/product/${p}/update`, productEdit, { id: p }],
    [`${PREFIX}/product/${p}/delete`, productDelete, { id: p }],
    [`${PREFIX}/videos/upload`, videoUpload, {}],
  ];
}

const hostileFields = async () =>
  multipart({
    csrf: "guess",
    confirmed: "yes",
    intent: "delete-offering",
    id: ids.offering,
    name: "Hacked",
    title: "Hacked",
    price: "1",
    description: "Hacked",
    category: ids.offering,
    removeImages: "x",
    videoFile: new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d])], "v.mp4", {
      type: "video/mp4",
    }),
  });

const WALKED = [
  "dashboard",
  "guard",
  "offerings",
  "offering",
  "offering-form",
  "products",
  "product-add",
  "product",
  "product-edit",
  "product-delete",
  "video-upload",
];

it("walks every guarded admin route module in app/routes.ts (login, logout and the chrome are checked below)", () => {
  const files = new Set(routesIn("routes/admin/").map((r) => r.file.replace(/^routes\/admin\/|\.tsx?$/g, "")));
  for (const open of ["layout", "login", "logout"]) files.delete(open);
  // Routes other engineers add under the guard are walked by their own tests.
  for (const name of WALKED) expect(files.has(name), name).toBe(true);
});

describe.each([
  ["no cookie", {}],
  ["a forged session cookie", { cookie: "slice_admin=eyJmb3JnZWQiOnRydWV9.c2lnbmF0dXJl" }],
] as const)("anonymous admin access with %s", (_label, headers) => {
  it("every admin GET redirects to login and serves no data", async () => {
    let walked = 0;
    for (const [url, mod, params] of routes()) {
      if (!mod.loader) continue;
      const result = await run(mod.loader, get(url, headers), params);
      expect(result.status, `GET ${url}`).toBe(302);
      expect(result.location, `GET ${url}`).toBe(LOGIN);
      expect(JSON.stringify(result.data ?? "")).not.toMatch(/Sponge|Cakes|csrf/);
      walked++;
    }
    expect(walked).toBe(12);
  });

  it("every admin POST redirects to login and changes nothing", async () => {
    const before = await counts();
    let walked = 0;
    for (const [url, mod, params] of routes()) {
      if (!mod.action) continue;
      const result = await run(mod.action, postMultipart(url, await hostileFields(), headers), params);
      expect(result.status, `POST ${url}`).toBe(302);
      expect(result.location, `POST ${url}`).toBe(LOGIN);
      walked++;
    }
    expect(walked).toBe(8);
    expect(await counts()).toEqual(before);
    expect(await (await db()).offering.findMany({ select: { name: true } })).toEqual([{ name: "Cakes" }]);
    expect(await storedKeys()).toEqual([]);
  });

  it("the chrome gives no token or offerings; login serves only its form; logout changes nothing", async () => {
    const chrome = await run(layout.loader, get(PREFIX, headers));
    expect(chrome.data).toMatchObject({ session: null, offerings: [] });
    expect((await run(login.loader, get(LOGIN, headers))).data).toBeNull();
    const out = await run(logout.action, postMultipart(`${PREFIX}/logout`, new FormData(), headers));
    expect(out.location).toBe(LOGIN);
    expect((await run(logout.loader, get(`${PREFIX}/logout`, headers))).status).toBe(302);
    expect(await counts()).toMatchObject({ offerings: 1, products: 1 });
  });
});
