import { useEffect } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";

/**
 * An expired or reused e-mail link lands here with `#error=…&error_code=…` (contracts/auth.ts);
 * say so once and clean the address bar.
 */
export function useLinkErrorToast() {
  const { t } = useTranslation("auth");
  useEffect(() => {
    const params = new URLSearchParams(window.location.hash.slice(1));
    if (!params.has("error") && !params.has("error_code")) return;
    toast.error(t("login.linkErrorTitle"), { description: t("login.linkErrorText"), id: "link-error" });
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }, [t]);
}
