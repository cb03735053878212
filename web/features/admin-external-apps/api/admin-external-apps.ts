import type { TAdminExternalApp, TExternalAppInput } from "../../../../contracts/external-apps";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";
import { useAdminDelete, useAdminSave } from "../../../lib/admin-resource/admin-mutation";

const PATH = "/api/admin/apps";
const LIST_KEY = ["admin", "external-apps"] as const;
/** A write refreshes the back office's list and the members' /apps section. */
const STALE_AFTER_WRITE = [LIST_KEY, ["external-apps"]] as const;

/** Every external app, unpublished ones and their URLs included (admins only). */
export function useAdminExternalApps() {
  return useAdminQuery<{ apps: TAdminExternalApp[] }>(LIST_KEY, PATH);
}

/** Creates (no id) or updates an app. */
export function useSaveExternalApp() {
  return useAdminSave<TExternalAppInput, TAdminExternalApp>({ path: PATH, invalidates: STALE_AFTER_WRITE });
}

export function useDeleteExternalApp() {
  return useAdminDelete({ path: PATH, invalidates: STALE_AFTER_WRITE });
}
