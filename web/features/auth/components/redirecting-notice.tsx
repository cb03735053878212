import { useTranslation } from "../../../lib/translation/use-translation";
import { Loader2 } from "lucide-react";

export function RedirectingNotice({ text }: { text?: string }) {
  const { t } = useTranslation("auth");
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      {text ?? t("login.redirecting")}
    </p>
  );
}
