import type { TAdminAssistant, TAssistantInput, TAssistantUsageReport } from "../../../../contracts/assistants";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";
import { useAdminDelete, useAdminSave } from "../../../lib/admin-resource/admin-mutation";

const PATH = "/api/admin/assistants";
/** The list and the usage reports both live under this key, so a write refreshes both. */
const LIST_KEY = ["admin", "assistants"] as const;

/** Every assistant, drafts included, with its system prompt (admins only). */
export function useAdminAssistants() {
  return useAdminQuery<{ assistants: TAdminAssistant[] }>(LIST_KEY, PATH);
}

/** Creates (no id) or updates an assistant. */
export function useSaveAssistant() {
  return useAdminSave<TAssistantInput, TAdminAssistant>({ path: PATH, invalidates: [LIST_KEY] });
}

export function useDeleteAssistant() {
  return useAdminDelete({ path: PATH, invalidates: [LIST_KEY] });
}

export function useAssistantUsageReport(days: number) {
  return useAdminQuery<TAssistantUsageReport>([...LIST_KEY, "usage", days], `${PATH}/usage?days=${days}`);
}
