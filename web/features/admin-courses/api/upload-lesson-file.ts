import type { LessonFileKind, TAdminLesson } from "../../../../contracts/courses";

export class UploadError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * Sends one lesson file as multipart (`kind` first, then `file`) with XMLHttpRequest, whose
 * upload events give the progress bar (fetch has none for request bodies).
 */
export function uploadLessonFile(options: {
  courseId: string;
  lessonId: string;
  kind: LessonFileKind;
  file: File;
  accessToken: string | null;
  onProgress: (percent: number) => void;
}): Promise<TAdminLesson> {
  const form = new FormData();
  form.append("kind", options.kind);
  form.append("file", options.file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/admin/courses/${options.courseId}/lessons/${options.lessonId}/files`);
    request.setRequestHeader("accept", "application/json");
    if (options.accessToken) request.setRequestHeader("authorization", `Bearer ${options.accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = readJson(request.responseText);
      if (request.status === 201 && body) resolve(body as TAdminLesson);
      else reject(new UploadError(readCode(body)));
    };
    request.onerror = () => reject(new UploadError("network"));
    request.send(form);
  });
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function readCode(body: unknown): string {
  if (
    body &&
    typeof body === "object" &&
    "error" in body &&
    body.error &&
    typeof body.error === "object" &&
    "code" in body.error
  )
    return String(body.error.code);
  return "generic";
}
