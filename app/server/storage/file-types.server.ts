// File types are decided by their bytes, never by the name or the browser's claim.

export type ImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "image/avif";
export type VideoType = "video/mp4" | "video/webm" | "video/quicktime";

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12))) return "image/avif";
  return null;
}

export function sniffVideoType(bytes: Uint8Array): VideoType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return "video/webm";
  if (ascii(bytes, 4, 8) === "ftyp") {
    return ascii(bytes, 8, 10) === "qt" ? "video/quicktime" : "video/mp4";
  }
  // QuickTime files may start with other atoms (moov, mdat, wide, free).
  if (["moov", "mdat", "wide", "free", "skip"].includes(ascii(bytes, 4, 8))) return "video/quicktime";
  return null;
}

export const VIDEO_EXTENSIONS: Record<VideoType, string> = {
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
};
