import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { saveBlobAs } from "../../../lib/save-blob-as";
import type { TCertificate } from "../../../../contracts/courses";
import { apiFetch, apiFetchBlob } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { retryUnlessRefused } from "./retry";

/** Public verification of a certificate code (404: no such certificate). */
export function useCertificate(code: string) {
  return useQuery({
    queryKey: ["courses", "certificate", code],
    queryFn: ({ signal }) => apiFetch<TCertificate>(`/api/certificates/${encodeURIComponent(code)}`, { signal }),
    retry: retryUnlessRefused,
  });
}

/**
 * Downloads the PDF certificate of a completed course (issued on the first download). The first
 * certificate needs the name to print (`name`): the course's progress says whether one is saved,
 * so the panel asks for it first (without it the server answers 409 `certificate_name_required`).
 */
export function useDownloadCertificate(slug: string) {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    // The first download issues the certificate: the pages then show its verification link.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["courses"] }),
    mutationFn: async (name?: string) => {
      const query = name ? `?name=${encodeURIComponent(name)}` : "";
      const blob = await apiFetchBlob(`/api/courses/${encodeURIComponent(slug)}/certificate${query}`, {
        accept: "application/pdf",
        accessToken: await getAccessToken(),
      });
      saveBlobAs(blob, `certificado-${slug}.pdf`);
    },
  });
}
