import { toast } from "../../ui/toast";
import { i18n } from "../../lib/i18n";

const ALERT_DURATION_MS = 15_000;

/** The alert (docs/product.md, "Texts that must stay exact") shown after validate-session refuses with max_sessions_exceeded. */
export async function showSessionLimitAlert(): Promise<void> {
  await i18n.loadNamespaces("auth");
  toast.error(i18n.t("sessionLimit", { ns: "auth" }), { duration: ALERT_DURATION_MS, id: "session-limit" });
}
