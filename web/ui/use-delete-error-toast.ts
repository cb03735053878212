import { useTranslation } from "../lib/translation/use-translation";
import { apiErrorKey } from "./api-error-text";
import { toast } from "./toast";

/**
 * A delete mutation's `onError`: says the delete failed and why (the API's error code in words:
 * already gone, session expired, no connection…), so a row that stays is never a silent mystery.
 */
export function useDeleteErrorToast(): (error: unknown) => void {
  const { t } = useTranslation();
  return (error) => toast.error(t("actions.deleteFailed"), { description: t(apiErrorKey(error)) });
}
