// Dashboard and offering pages: add (blank ignored), rename, delete with confirmation, CSRF, bad input.
import { beforeEach, describe, expect, it } from "vitest";
import { action as dashboardAction, loader as dashboardLoader } from "#app/routes/admin/dashboard";
import { action as offeringsAction, loader as offeringsLoader } from "#app/routes/admin/offerings";
import { loader as offeringLoader } from "#app/routes/admin/offering";
import { action as formAction, loader as formLoader } from "#app/routes/admin/offering-form";
import { db, resetDatabase } from "#tests/helpers/db";
import { get, postForm } from "#tests/helpers/requests";
import { counts, LOGIN, nextFlash, PREFIX, run, signIn } from "#tests/helpers/admin";

let cookie: string;
let csrf: string;

beforeEach(async () => {
  await resetDatabase();
  ({ cookie, csrf } = await signIn());
});

const post = (path: string, fields: Record<string, string>, as = { cookie, csrf }) =>
  postForm(path, { csrf: as.csrf, ...fields }, { cookie: as.cookie });

const flashOf = (headers: Headers) => nextFlash(cookie, headers);

async function offering(name: string) {
  return (await db()).offering.create({
    data: { name, slug: name.toLowerCase() },
    select: { id: true, name: true, slug: true },
  });
}

describe("dashboard: add offering", () => {
  it("adds an offering with 'Offering added successfully!'", async () => {
    const result = await run(dashboardAction, post(PREFIX, { intent: "add-offering", name: "  Cookies " }));
    expect(result.status).toBe(303);
    expect(result.location).toBe(PREFIX);
    expect(await flashOf(result.headers)).toMatchObject({ type: "success", message: "Offering added successfully!" });
    expect(await (await db()).offering.findMany({ select: { name: true, slug: true } })).toEqual([
      { name: "Cookies", slug: "cookies" },
    ]);
    const page = await run(dashboardLoader, get(PREFIX, { cookie }));
    expect(page.data).toMatchObject({ offerings: [{ name: "Cookies" }] });
  });

  it("ignores a blank or whitespace-only name silently: no error, no flash, nothing stored", async () => {
    for (const name of ["", "   "]) {
      const result = await run(dashboardAction, post(PREFIX, { intent: "add-offering", name }));
      expect(result.status).toBe(303);
      expect(result.headers.getSetCookie()).toEqual([]);
    }
    expect((await counts()).offerings).toBe(0);
  });

  it("refuses a duplicate (409) and a too-long name (400) with the message, storing nothing", async () => {
    await offering("Cakes");
    const dup = await run(dashboardAction, post(PREFIX, { intent: "add-offering", name: "cakes" }));
    expect(dup.status).toBe(409);
    expect(dup.data).toMatchObject({ intent: "add-offering", error: "An offering with that name already exists." });
    const long = await run(dashboardAction, post(PREFIX, { intent: "add-offering", name: "x".repeat(81) }));
    expect(long.status).toBe(400);
    expect(long.data).toMatchObject({
      error: "Offering name must be at most 80 characters.",
      values: { name: "x".repeat(81) },
    });
    expect((await counts()).offerings).toBe(1);
  });

  it("refuses a post without the right CSRF token (403), storing nothing", async () => {
    for (const bad of ["", "wrong"]) {
      const result = await run(
        dashboardAction,
        post(PREFIX, { intent: "add-offering", name: "Cookies" }, { cookie, csrf: bad }),
      );
      expect(result.status).toBe(403);
    }
    // Another session's token is refused too.
    const other = await signIn();
    const result = await run(
      dashboardAction,
      post(PREFIX, { intent: "add-offering", name: "Cookies" }, { cookie, csrf: other.csrf }),
    );
    expect(result.status).toBe(403);
    expect((await counts()).offerings).toBe(0);
  });

  it("redirects an anonymous post to login, storing nothing", async () => {
    const result = await run(dashboardAction, postForm(PREFIX, { intent: "add-offering", name: "Cookies", csrf }));
    expect(result.location).toBe(LOGIN);
    expect((await counts()).offerings).toBe(0);
  });
});

describe("rename and delete", () => {
  it("opens the inline rename form with ?edit= and renames (slug follows)", async () => {
    const cakes = await offering("Cakes");
    const page = await run(dashboardLoader, get(`${PREFIX}?edit=${cakes.id}`, { cookie }));
    expect(page.data).toMatchObject({ editing: cakes.id });
    const result = await run(
      dashboardAction,
      post(PREFIX, { intent: "rename-offering", id: cakes.id, name: "Celebration Cakes" }),
    );
    expect(result.status).toBe(303);
    expect(await (await db()).offering.findUnique({ where: { id: cakes.id } })).toMatchObject({
      name: "Celebration Cakes",
      slug: "celebration-cakes",
    });
  });

  it("keeps the name on a blank rename (400) and on an unknown id (404)", async () => {
    const cakes = await offering("Cakes");
    const blank = await run(dashboardAction, post(PREFIX, { intent: "rename-offering", id: cakes.id, name: " " }));
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({ error: "Offering name is required.", target: cakes.id });
    const unknown = await run(
      dashboardAction,
      post(PREFIX, { intent: "rename-offering", id: "c".repeat(25), name: "X" }),
    );
    expect(unknown.status).toBe(404);
    expect((await (await db()).offering.findUnique({ where: { id: cakes.id } }))?.name).toBe("Cakes");
  });

  it("asks again without confirmation, then deletes an empty offering", async () => {
    const cakes = await offering("Cakes");
    const ask = await run(dashboardAction, post(PREFIX, { intent: "delete-offering", id: cakes.id }));
    expect(ask.status).toBe(200);
    expect(ask.data).toMatchObject({
      confirm: { message: "Are you sure you want to delete this offering?", id: cakes.id, productCount: 0 },
    });
    expect((await counts()).offerings).toBe(1);

    const done = await run(
      dashboardAction,
      post(PREFIX, { intent: "delete-offering", id: cakes.id, confirmed: "yes" }),
    );
    expect(done.status).toBe(303);
    expect(await flashOf(done.headers)).toMatchObject({
      type: "success",
      message: "Offering and related products deleted successfully!",
    });
    expect(await counts()).toMatchObject({ offerings: 0 });
  });

  it("asks with the product count, then the confirmation deletes the offering with its products", async () => {
    const cakes = await offering("Cakes");
    for (const title of ["Sponge", "Eclair"]) {
      await (await db()).product.create({ data: { title, price: "100", description: "Soft", categoryId: cakes.id } });
    }
    const ask = await run(offeringsAction, post(`${PREFIX}/offerings`, { intent: "delete-offering", id: cakes.id }));
    expect(ask.status).toBe(200);
    expect(ask.data).toMatchObject({
      target: cakes.id,
      confirm: {
        message: "Are you sure you want to delete this offering?",
        productCount: 2,
        label: "Yes, delete it and its 2 products",
      },
    });
    expect(await counts()).toMatchObject({ offerings: 1, products: 2 });

    // The confirmation's yes: the offering and both products, with the success text.
    const done = await run(
      offeringsAction,
      post(`${PREFIX}/offerings`, { intent: "delete-offering", id: cakes.id, confirmed: "yes", productCount: "2" }),
    );
    expect(done.status).toBe(303);
    expect(await flashOf(done.headers)).toMatchObject({
      type: "success",
      message: "Offering and related products deleted successfully!",
      alert: true,
    });
    expect(await counts()).toMatchObject({ offerings: 0, products: 0 });
  });

  it("asks again, with the new count, when products were added after the confirmation counted them", async () => {
    const cakes = await offering("Cakes");
    const add = (title: string) =>
      db().then((p) => p.product.create({ data: { title, price: "100", description: "Soft", categoryId: cakes.id } }));
    await add("Sponge");
    // Confirmed for one product (or, with no count, from a list that showed it empty) while it holds two.
    await add("Eclair");
    for (const counted of [{ productCount: "1" }, {}] as Record<string, string>[]) {
      const changed = await run(
        dashboardAction,
        post(PREFIX, { intent: "delete-offering", id: cakes.id, confirmed: "yes", ...counted }),
      );
      expect(changed.status).toBe(409);
      expect(changed.data).toMatchObject({
        error: "Its products changed meanwhile: it now holds 2 products. Confirm again to delete them with it.",
        confirm: { productCount: 2 },
      });
      expect(await counts()).toMatchObject({ offerings: 1, products: 2 });
    }
  });

  it("moves the products to another offering first, then deletes the emptied one", async () => {
    const cakes = await offering("Cakes");
    const loaves = await offering("Loaves");
    await (
      await db()
    ).product.create({ data: { title: "Sponge", price: "100", description: "Soft", categoryId: cakes.id } });
    const bad = await run(
      dashboardAction,
      post(PREFIX, { intent: "delete-offering", id: cakes.id, confirmed: "yes", moveTo: cakes.id }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      error: "Choose another offering to move the products to.",
      confirm: { productCount: 1 },
    });

    const done = await run(
      dashboardAction,
      post(PREFIX, { intent: "delete-offering", id: cakes.id, confirmed: "yes", moveTo: loaves.id }),
    );
    expect(done.status).toBe(303);
    expect(await flashOf(done.headers)).toMatchObject({
      type: "success",
      message: "1 product moved to Loaves; offering deleted.",
    });
    const prisma = await db();
    expect(await prisma.product.findMany({ select: { title: true, categoryId: true } })).toEqual([
      { title: "Sponge", categoryId: loaves.id },
    ]);
    expect(await counts()).toMatchObject({ offerings: 1, products: 1 });
  });

  it("reports 'Failed to delete offering. Please try again.' for an unknown offering", async () => {
    const result = await run(
      dashboardAction,
      post(PREFIX, { intent: "delete-offering", id: "c".repeat(25), confirmed: "yes" }),
    );
    expect(await flashOf(result.headers)).toMatchObject({
      type: "error",
      message: "Failed to delete offering. Please try again.",
    });
  });

  it("refuses a delete with a bad CSRF token (403)", async () => {
    const cakes = await offering("Cakes");
    const result = await run(
      dashboardAction,
      post(PREFIX, { intent: "delete-offering", id: cakes.id, confirmed: "yes" }, { cookie, csrf: "x" }),
    );
    expect(result.status).toBe(403);
    expect((await counts()).offerings).toBe(1);
  });
});

describe("offerings pages", () => {
  it("lists offerings with product counts and handles the same forms", async () => {
    const cakes = await offering("Cakes");
    const list = await run(offeringsLoader, get(`${PREFIX}/offerings`, { cookie }));
    expect(list.data).toMatchObject({ offerings: [{ id: cakes.id, name: "Cakes", productCount: 0 }] });
    const add = await run(offeringsAction, post(`${PREFIX}/offerings`, { intent: "add-offering", name: "Loaves" }));
    expect(add.location).toBe(`${PREFIX}/offerings`);
    expect((await counts()).offerings).toBe(2);
    const csrfFail = await run(
      offeringsAction,
      post(`${PREFIX}/offerings`, { intent: "add-offering", name: "Buns" }, { cookie, csrf: "" }),
    );
    expect(csrfFail.status).toBe(403);
    expect((await counts()).offerings).toBe(2);
  });

  it("shows the admin product grid of one offering; unknown slug 404", async () => {
    const cakes = await offering("Cakes");
    await (
      await db()
    ).product.create({ data: { title: "Sponge", price: "100", description: "Soft", categoryId: cakes.id } });
    const page = await run(offeringLoader, get(`${PREFIX}/offerings/cakes`, { cookie }), { slug: "cakes" });
    expect(page.data).toMatchObject({ offering: { name: "Cakes" }, products: [{ title: "Sponge", price: 10_000 }] });
    expect((await run(offeringLoader, get(`${PREFIX}/offerings/nope`, { cookie }), { slug: "nope" })).status).toBe(404);
  });

  it("standalone form: /offerings/:slug/add adds, /offerings/:slug/update renames", async () => {
    const addPage = await run(formLoader, get(`${PREFIX}/offerings/new/add`, { cookie }), { slug: "new" });
    expect(addPage.data).toMatchObject({ mode: "add" });
    const added = await run(formAction, post(`${PREFIX}/offerings/new/add`, { name: "Cookies" }), { slug: "new" });
    expect(added.location).toBe(`${PREFIX}/offerings`);
    expect(await flashOf(added.headers)).toMatchObject({ message: "Offering added successfully!" });

    const updatePage = await run(formLoader, get(`${PREFIX}/offerings/cookies/update`, { cookie }), {
      slug: "cookies",
    });
    expect(updatePage.data).toMatchObject({ mode: "update", offering: { name: "Cookies" } });
    const renamed = await run(formAction, post(`${PREFIX}/offerings/cookies/update`, { name: "Biscuits" }), {
      slug: "cookies",
    });
    expect(renamed.location).toBe(`${PREFIX}/offerings/biscuits`);
    expect(await (await db()).offering.findMany({ select: { name: true } })).toEqual([{ name: "Biscuits" }]);

    const badCsrf = await run(
      formAction,
      post(`${PREFIX}/offerings/new/add`, { name: "Buns" }, { cookie, csrf: "?" }),
      { slug: "new" },
    );
    expect(badCsrf.status).toBe(403);
    const blank = await run(formAction, post(`${PREFIX}/offerings/new/add`, { name: "  " }), { slug: "new" });
    expect(blank.status).toBe(303);
    expect((await counts()).offerings).toBe(1);
    expect((await run(formLoader, get(`${PREFIX}/offerings/zzz/update`, { cookie }), { slug: "zzz" })).status).toBe(
      404,
    );
  });
});
