// Home page banners: one image (resized WebP variants) per banner, for large or small screens.
import type { ApiBanner } from "#app/lib/api-shapes";
import { asVariants, type ImageVariant } from "#app/lib/images";
import {
  BANNER_DETAILS_INVALID,
  BANNER_IMAGE_REQUIRED,
  BANNER_NEW_IMAGE_REQUIRED,
  BANNER_NOT_FOUND,
  bannerUpdateInput,
  type BannerDevice,
} from "#app/lib/validation/banner";
import type { Prisma } from "#app/generated/prisma/client";
import { db } from "../platform/db.server";
import { removeImages, storeImage, type StoredImage } from "../storage/images.server";
import { badRequest, deleteById, invalidInput, isRecordId, notFound, rethrowAsDomainError } from "./errors.server";

export type BannerRecord = { id: string; device: BannerDevice; title: string; image: string; variants: ImageVariant[] };

const bannerSelect = { id: true, device: true, title: true, image: true, variants: true } satisfies Prisma.BannerSelect;

type BannerRow = Prisma.BannerGetPayload<{ select: typeof bannerSelect }>;

function toBannerRecord(row: BannerRow): BannerRecord {
  return { id: row.id, device: row.device, title: row.title, image: row.image, variants: asVariants(row.variants) };
}

const hasBytes = (file: File | null | undefined): file is File => Boolean(file && file.size > 0);

async function storeBannerImage(file: File): Promise<StoredImage> {
  return storeImage(new Uint8Array(await file.arrayBuffer()), "banners");
}

/** All banners, oldest first (the carousel order). */
export async function listBanners(): Promise<BannerRecord[]> {
  const rows = await (
    await db()
  ).banner.findMany({ select: bannerSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toBannerRecord);
}

/** Stores whichever of the two images were sent (at least one) and creates a banner for each, large first. */
export async function createBanners(files: { large?: File | null; small?: File | null }): Promise<BannerRecord[]> {
  const wanted = (["large", "small"] as const).flatMap((device) => {
    const file = files[device];
    return hasBytes(file) ? [{ device, file }] : [];
  });
  if (wanted.length === 0) throw badRequest(BANNER_IMAGE_REQUIRED);
  const stored: (StoredImage & { device: BannerDevice })[] = [];
  try {
    for (const { device, file } of wanted) stored.push({ device, ...(await storeBannerImage(file)) });
    const prisma = await db();
    const rows = await prisma.$transaction(
      stored.map((s) =>
        prisma.banner.create({ data: { device: s.device, image: s.url, variants: s.variants }, select: bannerSelect }),
      ),
    );
    return rows.map(toBannerRecord);
  } catch (error) {
    await removeImages(stored);
    rethrowAsDomainError(error);
  }
}

/** Replaces a banner's image (a new file is required), optionally its device and title; old files go after commit. */
export async function updateBanner(
  id: string,
  changes: { file?: File | null; device?: string | null; title?: string | null },
): Promise<BannerRecord> {
  if (!isRecordId(id)) throw notFound(BANNER_NOT_FOUND);
  if (!hasBytes(changes.file)) throw badRequest(BANNER_NEW_IMAGE_REQUIRED);
  const fields = bannerUpdateInput.safeParse({
    device: changes.device ?? undefined,
    title: changes.title ?? undefined,
  });
  if (!fields.success) throw invalidInput(fields.error, ["device", "title"], BANNER_DETAILS_INVALID);
  const prisma = await db();
  if (!(await prisma.banner.findUnique({ where: { id }, select: { id: true } }))) throw notFound(BANNER_NOT_FOUND);
  const stored = await storeBannerImage(changes.file);
  let result: { previous: BannerRow; row: BannerRow };
  try {
    result = await prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Banner" WHERE "id" = ${id} FOR UPDATE`;
      if (locked.length === 0) throw notFound(BANNER_NOT_FOUND);
      const previous = await tx.banner.findUniqueOrThrow({ where: { id }, select: bannerSelect });
      const row = await tx.banner.update({
        where: { id },
        data: { image: stored.url, variants: stored.variants, device: fields.data.device, title: fields.data.title },
        select: bannerSelect,
      });
      return { previous, row };
    });
  } catch (error) {
    await removeImages([stored]);
    rethrowAsDomainError(error, { notFound: BANNER_NOT_FOUND });
  }
  await removeImages([{ url: result.previous.image, variants: result.previous.variants }]);
  return toBannerRecord(result.row);
}

/** Deletes the banner row, then its image files. */
export async function deleteBanner(id: string): Promise<void> {
  const row = await deleteById(id, BANNER_NOT_FOUND, async (id) =>
    (await db()).banner.delete({ where: { id }, select: { image: true, variants: true } }),
  );
  await removeImages([{ url: row.image, variants: row.variants }]);
}

export function toApiBanner(banner: BannerRecord): ApiBanner {
  return { _id: banner.id, id: banner.id, image: banner.image, device: banner.device, title: banner.title };
}
