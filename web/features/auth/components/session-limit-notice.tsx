import { KeyRound, X } from "lucide-react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";

interface SessionLimitNoticeProps {
  onReset: () => void;
  onDismiss?: () => void;
}

/**
 * After a refusal by the session limit: the session-limit sentence (docs/product.md, "Texts that must stay exact"), and the reset path for someone
 * whose other devices are out of reach (saving the new password signs them out).
 */
export function SessionLimitNotice({ onReset, onDismiss }: SessionLimitNoticeProps) {
  const { t } = useTranslation("auth");
  return (
    <section
      aria-labelledby="session-limit-title"
      className="relative rounded-lg border border-amber-300 bg-amber-50 p-4 pr-10 text-sm text-amber-900"
    >
      <h2 id="session-limit-title" className="font-semibold">
        {t("sessionLimit")}
      </h2>
      <p className="mt-1">{t("sessionLimitHelp.text")}</p>
      <Button type="button" variant="secondary" size="sm" className="mt-3" onClick={onReset}>
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        {t("sessionLimitHelp.reset")}
      </Button>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t("sessionLimitHelp.dismiss")}
          className="absolute right-2 top-2 rounded p-1 hover:bg-amber-100 focus-visible:outline-2"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </section>
  );
}
