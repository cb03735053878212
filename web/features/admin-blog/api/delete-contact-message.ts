import { useAdminDelete } from "../../../lib/admin-resource/admin-mutation";
import { ADMIN_BLOG_KEYS } from "./query-keys";

/** The contact panel reports a failed delete itself. */
export function useDeleteContactMessage() {
  return useAdminDelete({ path: "/api/admin/contact", invalidates: [ADMIN_BLOG_KEYS.contact], reportsFailure: false });
}
