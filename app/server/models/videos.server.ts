// Videos: streamed to a temporary file by readVideoForm, then moved into storage by storeVideo.
import type { Prisma } from "#app/generated/prisma/client";
import type { ApiVideo } from "#app/lib/api-shapes";
import { errorList } from "#app/lib/validation/errors";
import { VIDEO_FIELDS, videoInput, type VideoInput } from "#app/lib/validation/video";
import { VIDEO_CREATE_REQUIRED, VIDEO_NOT_FOUND, VIDEO_UPDATE_REQUIRED } from "#app/lib/validation/video-text";
import { db } from "../platform/db.server";
import { removeStoredUrls } from "../storage/storage.server";
import { storeVideo, type StagedVideo } from "../storage/uploads.server";
import { badRequest, deleteById, isRecordId, notFound, rethrowAsDomainError } from "./errors.server";

export type VideoRecord = {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
  mimeType: string;
  size: number;
  createdAt: Date;
  updatedAt: Date;
};

export type VideoFields = { title?: string | null; description?: string | null };

const videoSelect = {
  id: true,
  title: true,
  description: true,
  videoUrl: true,
  mimeType: true,
  size: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.VideoSelect;

type VideoRow = Prisma.VideoGetPayload<{ select: typeof videoSelect }>;

function toVideoRecord(row: VideoRow): VideoRecord {
  return { ...row, size: Number(row.size) };
}

/** Trimmed title and description, or a 400 with `required` when one is missing (length errors listed too). */
function requireVideoFields(fields: VideoFields, required: string): VideoInput {
  const parsed = videoInput(required).safeParse({
    title: fields.title ?? undefined,
    description: fields.description ?? undefined,
  });
  if (parsed.success) return parsed.data;
  const errors = errorList(parsed.error, VIDEO_FIELDS);
  throw badRequest(errors.includes(required) ? required : (errors[0] ?? required), errors);
}

/** All videos, newest first. */
export async function listVideos(): Promise<VideoRecord[]> {
  const rows = await (
    await db()
  ).video.findMany({ select: videoSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toVideoRecord);
}

export async function getVideo(id: string): Promise<VideoRecord | null> {
  if (!isRecordId(id)) return null;
  const row = await (await db()).video.findUnique({ where: { id }, select: videoSelect });
  return row ? toVideoRecord(row) : null;
}

/** Title, description and a video are all required; the file is stored first and removed if the insert fails. */
export async function createVideo(input: VideoFields & { video: StagedVideo | null }): Promise<VideoRecord> {
  if (!input.video) throw badRequest(VIDEO_CREATE_REQUIRED);
  const fields = requireVideoFields(input, VIDEO_CREATE_REQUIRED);
  const videoUrl = await storeVideo(input.video);
  try {
    const row = await (
      await db()
    ).video.create({
      data: { ...fields, videoUrl, mimeType: input.video.type, size: BigInt(input.video.size) },
      select: videoSelect,
    });
    return toVideoRecord(row);
  } catch (error) {
    await removeStoredUrls([videoUrl]);
    rethrowAsDomainError(error);
  }
}

function fileData(video: StagedVideo | null | undefined, videoUrl: string | null) {
  if (!video || !videoUrl) return {};
  return { videoUrl, mimeType: video.type, size: BigInt(video.size) };
}

/** Updates title and description (required); a new video replaces the old file, which is removed after commit. */
export async function updateVideo(
  id: string,
  input: VideoFields & { video?: StagedVideo | null },
): Promise<VideoRecord> {
  if (!isRecordId(id)) throw notFound(VIDEO_NOT_FOUND);
  const fields = requireVideoFields(input, VIDEO_UPDATE_REQUIRED);
  const prisma = await db();
  if (!(await prisma.video.findUnique({ where: { id }, select: { id: true } }))) throw notFound(VIDEO_NOT_FOUND);
  const newUrl = input.video ? await storeVideo(input.video) : null;
  let result: { previousUrl: string; row: VideoRow };
  try {
    result = await prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<
        { videoUrl: string }[]
      >`SELECT "videoUrl" FROM "Video" WHERE "id" = ${id} FOR UPDATE`;
      if (!locked[0]) throw notFound(VIDEO_NOT_FOUND);
      const row = await tx.video.update({
        where: { id },
        data: { ...fields, ...fileData(input.video, newUrl) },
        select: videoSelect,
      });
      return { previousUrl: locked[0].videoUrl, row };
    });
  } catch (error) {
    if (newUrl) await removeStoredUrls([newUrl]);
    rethrowAsDomainError(error, { notFound: VIDEO_NOT_FOUND });
  }
  if (newUrl && result.previousUrl !== newUrl) await removeStoredUrls([result.previousUrl]);
  return toVideoRecord(result.row);
}

/** Deletes the row, then the file. */
export async function deleteVideo(id: string): Promise<void> {
  const row = await deleteById(id, VIDEO_NOT_FOUND, async (id) =>
    (await db()).video.delete({ where: { id }, select: { videoUrl: true } }),
  );
  await removeStoredUrls([row.videoUrl]);
}

export function toApiVideo(video: VideoRecord): ApiVideo {
  return { _id: video.id, id: video.id, title: video.title, description: video.description, videoUrl: video.videoUrl };
}
