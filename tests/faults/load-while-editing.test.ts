// The app under a bounded burst of public traffic (loopback only) while an admin edits: offerings renamed,
// products created with a photo, edited and deleted. Not one answer >= 500 (nor a dropped connection), and
// every edit that was answered 2xx is exactly what the database holds afterwards.
import { pngBytes } from "../helpers/uploads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, AppServer, freePort } from "./support/app-server";
import { passDatabase, type TestDatabase } from "./support/databases";
import { hit, keepHitting, type Hit } from "./support/traffic";

const BURST = 400;
const LANES = 8;
const auth = { Authorization: `Bearer ${ADMIN.apiToken}` };

describe("load while an admin edits", () => {
  let database: TestDatabase;
  let server: AppServer;

  beforeAll(async () => {
    database = await passDatabase();
    await database.use(async (prisma) => {
      const offering = await prisma.offering.create({ data: { name: "Breads", slug: "breads" } });
      for (let i = 1; i <= 30; i++) {
        await prisma.product.create({
          data: { title: `Loaf ${i}`, price: 100 + i, description: `Loaf number ${i}.`, categoryId: offering.id },
        });
      }
    });
    server = new AppServer(await freePort(), { ...database.env, RATE_LIMIT_PUBLIC: "100000" });
    await server.start();
  });

  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("answers every request below 500 and keeps every acknowledged edit", async () => {
    const photo = await pngBytes("#c58b4a", 800, 600);
    const productIds = (await (await fetch(`${server.url}/api/products?category=breads`)).json()) as { id: string }[];
    const urls = [
      "/",
      "/offerings",
      "/offerings/breads",
      `/product/${productIds[0]!.id}`,
      "/search?q=loaf",
      "/api/products?category=breads",
      "/api/products/search?q=loaf",
      "/api/offerings",
    ];
    let sent = 0;
    const burst = keepHitting(LANES, () => {
      if (sent >= BURST) return Promise.resolve(null);
      return hit(server.url + urls[sent++ % urls.length]!);
    });

    // The admin's edits, one after another, while the burst runs.
    const edits: Hit[] = [];
    const created: string[] = [];
    const deleted: string[] = [];
    const offering = (
      (await (await fetch(`${server.url}/api/offerings`)).json()) as { id: string; name: string }[]
    )[0]!;
    for (let round = 0; sent < BURST || round < 4; round++) {
      const rename = await hit(`${server.url}/api/offerings/${offering.id}`, {
        method: "PUT",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ name: round % 2 === 0 ? "Breads and loaves" : "Breads" }),
      });
      edits.push(rename);
      const form = new FormData();
      form.set("title", `Special ${round}`);
      form.set("price", "150");
      form.set("description", "Made today.");
      form.set("category", offering.id);
      form.append("images", new File([new Uint8Array(photo)], "special.png", { type: "image/png" }));
      const create = await hit(`${server.url}/api/products`, { method: "POST", headers: auth, body: form });
      edits.push(create);
      if (create.status !== 201) continue;
      const id = (JSON.parse(create.body) as { id: string }).id;
      const edit = new FormData();
      edit.set("title", `Special ${round} (edited)`);
      edit.set("price", "155");
      edit.set("description", "Made today, edited.");
      edit.set("category", offering.id);
      edits.push(await hit(`${server.url}/api/products/${id}`, { method: "PUT", headers: auth, body: edit }));
      if (round % 2 === 1) {
        const del = await hit(`${server.url}/api/products/${id}`, { method: "DELETE", headers: auth });
        edits.push(del);
        if (del.status < 300) deleted.push(id);
        else created.push(id);
      } else {
        created.push(id);
      }
    }
    const hits = await burst.stop();

    const bad = [...hits, ...edits].filter((h) => h.status === 0 || h.status >= 500);
    expect(bad.map((h) => `${h.method} ${h.url} ${h.status} ${h.body.slice(0, 120)}`)).toEqual([]);
    expect(
      edits.filter((h) => h.status >= 300).map((h) => `${h.method} ${h.url} ${h.status} ${h.body.slice(0, 120)}`),
    ).toEqual([]);
    expect(hits.length).toBe(BURST);

    // Nothing lost, nothing doubled: the specials left are exactly the ones created and not deleted, edited once.
    const offerings = (await (await fetch(`${server.url}/api/offerings`)).json()) as {
      id: string;
      slug?: string;
      name: string;
    }[];
    const current = offerings.find((o) => o.id === offering.id)!;
    const category = encodeURIComponent(current.slug ?? current.name.toLowerCase());
    const rows = (await (await fetch(`${server.url}/api/products?category=${category}`)).json()) as {
      id: string;
      title: string;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const specials = rows.filter((p) => p.title.startsWith("Special"));
    expect(specials.map((p) => p.id).sort()).toEqual([...created].sort());
    expect(specials.every((p) => p.title.endsWith("(edited)"))).toBe(true);
    expect(rows.filter((p) => deleted.includes(p.id))).toEqual([]);

    const sorted = hits.map((h) => h.ms).sort((a, b) => a - b);
    console.log(
      `[faults] load-while-editing (${database.kind}): ${hits.length} public requests over ${LANES} connections and ` +
        `${edits.length} admin edits, 0 answers >= 500; public p50 ${sorted[Math.floor(sorted.length / 2)]} ms, ` +
        `p99 ${sorted[Math.floor(sorted.length * 0.99)]} ms (a loaded 2-core machine)`,
    );
  });
});
