import type { TFunction } from "../../../lib/translation/t-function";
import { ApiError } from "../../../lib/api";
import { apiErrorKey } from "../../../ui/api-error-text";

/** Adds the user-admin refusal (`cannot_modify_self`) to the app-wide error sentences. */
export function describeUserAdminError(error: unknown, t: TFunction<"admin-users">): string {
  if (error instanceof ApiError && error.code === "cannot_modify_self") return t("users.cannotModifySelf");
  return t(apiErrorKey(error), { ns: "common" });
}
