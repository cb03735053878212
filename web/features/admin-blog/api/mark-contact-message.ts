import type { TContactMessage } from "../../../../contracts/contact";
import { useAdminMutation } from "../../../lib/admin-resource/admin-mutation";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export function useMarkContactMessage() {
  return useAdminMutation<{ id: string; read: boolean }, TContactMessage>({
    request: ({ id, read }) => ({ path: `/api/admin/contact/${id}`, method: "PATCH", body: { read } }),
    invalidates: [ADMIN_BLOG_KEYS.contact],
  });
}
