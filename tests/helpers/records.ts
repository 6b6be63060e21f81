// One stored record of each kind the /api writes to (an offering, a product with an image, a banner, a video),
// through the models, for tests that call every write route against real rows.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createBanners } from "#app/server/models/banners.server";
import { createOffering } from "#app/server/models/offerings.server";
import { createProduct } from "#app/server/models/products.server";
import { createVideo } from "#app/server/models/videos.server";
import { mp4, png } from "./uploads";

export async function createOneOfEach() {
  const offering = await createOffering("Pastries");
  const product = await createProduct(
    { title: "Croissant", price: 80, description: "Buttery.", category: offering.id },
    [await png()],
  );
  const [banner] = await createBanners({ large: await png() });
  const dir = await mkdtemp(path.join(tmpdir(), "one-of-each-"));
  const tempPath = path.join(dir, "v.mp4");
  await writeFile(tempPath, new Uint8Array(await mp4().arrayBuffer()));
  const video = await createVideo({
    title: "Bake",
    description: "Rising.",
    video: { tempPath, size: 4096, type: "video/mp4", name: "v.mp4" },
  });
  return { offering, product, banner: banner!, video };
}
