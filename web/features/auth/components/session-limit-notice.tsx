import { KeyRound } from "lucide-react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";

/**
 * Beside the sign-in form after a refusal by the session limit: the spec's sentence, and the
 * reset path for someone whose other devices are out of reach (the new password signs them out).
 */
export function SessionLimitNotice({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation("auth");
  return (
    <section
      aria-labelledby="session-limit-title"
      className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <h2 id="session-limit-title" className="font-semibold">
        {t("sessionLimit")}
      </h2>
      <p className="mt-1">{t("sessionLimitHelp.text")}</p>
      <Button type="button" variant="secondary" size="sm" className="mt-3" onClick={onReset}>
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        {t("sessionLimitHelp.reset")}
      </Button>
    </section>
  );
}
