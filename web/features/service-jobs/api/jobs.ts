import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TJobAccepted, TServiceJob, TServiceJobList } from "../../../../contracts/service-jobs";
import { ApiError, apiFetch, apiFetchBlob } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { saveBlobAs } from "../../../lib/save-blob-as";

/** How often a running job is read again. */
const POLL_MS = 1500;

export { useServiceAvailability } from "../../../lib/service-availability";

/** The caller's jobs of one kind, newest first; read again while one of them runs. */
export function useServiceJobs(kind: string) {
  const { getAccessToken, user } = useAuth();
  return useQuery({
    queryKey: ["services", "jobs", kind, user?.id],
    enabled: Boolean(user),
    queryFn: async ({ signal }) =>
      apiFetch<TServiceJobList>(`/api/services/jobs?kind=${encodeURIComponent(kind)}`, {
        signal,
        accessToken: await getAccessToken(),
      }),
    refetchInterval: (query) =>
      query.state.data?.jobs.some((job) => job.status === "queued" || job.status === "running") ? POLL_MS : false,
  });
}

export function useDeleteServiceJob(kind: string) {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<void>(`/api/services/jobs/${id}`, { method: "DELETE", accessToken: await getAccessToken() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["services", "jobs", kind] }),
  });
}

/** Saves one of a finished job's files (transcript.txt, subtitles.srt...) through the browser. */
export async function downloadJobFile(job: TServiceJob, file: string, accessToken: string | null, name: string) {
  const blob = await apiFetchBlob(`/api/services/jobs/${job.id}/${file}`, { accept: "*/*", accessToken });
  saveBlobAs(blob, name);
}

/**
 * Sends a service's multipart form, reporting upload progress from 0 to 1. XMLHttpRequest rather
 * than fetch: fetch cannot report upload progress.
 */
export function uploadServiceForm(
  path: string,
  form: FormData,
  { accessToken, onProgress }: { accessToken: string | null; onProgress: (fraction: number) => void },
): Promise<TJobAccepted> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader("accept", "application/json");
    if (accessToken) request.setRequestHeader("authorization", `Bearer ${accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText) as
        (TJobAccepted & { error?: { code?: string; message?: string; details?: unknown } }) | undefined;
      if (request.status === 202 && body) return resolve(body);
      const error = body?.error;
      reject(new ApiError(request.status, error?.code ?? "internal_error", error?.message ?? "", error?.details));
    };
    request.onerror = () => reject(new ApiError(0, "network", "Network error"));
    request.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
