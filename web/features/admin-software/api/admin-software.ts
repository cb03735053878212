import type { TAdminSoftware, TSoftwareInput } from "../../../../contracts/software";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";
import { useAdminDelete, useAdminSave } from "../../../lib/admin-resource/admin-mutation";

const PATH = "/api/admin/software";
const LIST_KEY = ["admin", "software"] as const;
/** A write refreshes the back office's list and the public /software pages. */
const STALE_AFTER_WRITE = [LIST_KEY, ["software"]] as const;

/** Every product, drafts included (admins only). */
export function useAdminSoftware() {
  return useAdminQuery<{ products: TAdminSoftware[] }>(LIST_KEY, PATH);
}

/** Creates (no id) or updates a product. */
export function useSaveSoftware() {
  return useAdminSave<TSoftwareInput, TAdminSoftware>({ path: PATH, invalidates: STALE_AFTER_WRITE });
}

export function useDeleteSoftware() {
  return useAdminDelete({ path: PATH, invalidates: STALE_AFTER_WRITE });
}
