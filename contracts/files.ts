/** Upload size limits per use: lesson videos may be large, everything else is small. */
export const LESSON_VIDEO_MAX_BYTES = 500 * 1024 * 1024;
export const FILE_MAX_BYTES = 20 * 1024 * 1024;

/** Types a downloadable resource file may have (judged from its bytes). */
export const RESOURCE_CONTENT_TYPES = [
  "application/pdf",
  "text/plain",
  "application/zip",
  "image/png",
  "image/jpeg",
] as const;

/** Video types a lesson may carry. */
export const VIDEO_CONTENT_TYPES = ["video/mp4", "video/webm"] as const;
