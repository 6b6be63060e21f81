// Every video text in one place, so each message is written once: the admin
// screens, the upload form in the browser, the model's errors and the /api answers read them from here.

export const VIDEO_CREATE_REQUIRED = "Please fill all fields and select a video.";
export const VIDEO_UPDATE_REQUIRED = "Title and description are required.";
export const VIDEO_NOT_FOUND = "Video not found.";

export const VIDEO_UPLOADED = "Video uploaded successfully!";
export const VIDEO_UPLOAD_FAILED = "Failed to upload video.";
export const VIDEO_UPDATED = "Video updated successfully!";
export const VIDEO_UPDATE_FAILED = "Failed to update video";
export const VIDEO_DELETE_CONFIRM = "Are you sure you want to delete this video?";
export const VIDEO_DELETED = "Video deleted successfully!";
export const VIDEO_DELETE_FAILED = "Error deleting video";
/** The list's and the edit screen's failure texts when the videos cannot be read. */
export const VIDEOS_LOAD_FAILED = "Failed to load videos";
export const VIDEO_FETCH_FAILED = "Failed to fetch video";

/** Under each empty field when the upload or edit form is refused (the form's own message stays above). */
export const VIDEO_FIELD_REQUIRED = {
  videoFile: "Choose a video file.",
  title: "Enter a title.",
  description: "Enter a description.",
} as const;
export type VideoField = keyof typeof VIDEO_FIELD_REQUIRED;

/** The fields a video form left empty, in the form's order (`needsFile`: the upload form, where the file is required). */
export function missingVideoFields(body: FormData, needsFile: boolean): VideoField[] {
  const file = body.get("videoFile");
  const blank = (name: string) => String(body.get(name) ?? "").trim() === "";
  return [
    ...(needsFile && !(file instanceof File && file.size > 0) ? (["videoFile"] as const) : []),
    ...(blank("title") ? (["title"] as const) : []),
    ...(blank("description") ? (["description"] as const) : []),
  ];
}
