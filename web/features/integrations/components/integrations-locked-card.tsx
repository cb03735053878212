import { Lock } from "lucide-react";
import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";

/** What a member below the Empresa plan sees of the integrations: what they are, and where to get them. */
export function IntegrationsLockedCard() {
  const { t } = useTranslation("account");
  return (
    <Card>
      <div className="flex items-center gap-2">
        <Lock className="h-5 w-5 text-muted" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t("integrations.title")}</h2>
      </div>
      <p className="mt-2 text-sm text-muted">{t("integrations.locked.text")}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted">
        <li>{t("integrations.locked.keys")}</li>
        <li>{t("integrations.locked.openai")}</li>
        <li>{t("integrations.locked.webhooks")}</li>
      </ul>
      <p className="mt-3 text-sm font-medium">{t("integrations.locked.plan")}</p>
      <Button asChild variant="secondary" className="mt-4">
        <Link to="/suscripciones">{t("integrations.locked.cta")}</Link>
      </Button>
    </Card>
  );
}
