import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Lock } from "lucide-react";
import type { TPublicAssistant } from "../../../../contracts/assistants";
import { Badge } from "../../../ui/badge";
import { AssistantIcon } from "./assistant-icon";
import { localizeAssistant } from "./localize-assistant";

interface AssistantCardProps {
  assistant: TPublicAssistant;
  /** Where the card's title leads (the chat, or the public landing). */
  href: string;
  /** Shown with a lock and an upgrade link instead of the way in. */
  locked?: boolean;
}

/** An assistant as a card: icon, name, what it does, category and required tier. */
export function AssistantCard({ assistant, href, locked = false }: AssistantCardProps) {
  const { t, i18n } = useTranslation("assistants");
  const { name, shortDescription } = localizeAssistant(assistant, i18n.language);
  const tier = t(`tiers.${assistant.requiredTier}`, { ns: "common" });
  return (
    <article className="relative flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm transition hover:border-accent">
      <div className="flex items-start gap-4">
        <AssistantIcon icon={assistant.icon} />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold text-foreground">
            <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
              {name}
            </Link>
          </h2>
          <div className="mt-1 flex flex-wrap gap-2">
            <Badge>{t(`categories.${assistant.category}`)}</Badge>
            <Badge className="bg-surface-muted text-muted">{t("catalogue.requiredTier", { tier })}</Badge>
          </div>
        </div>
        {locked && (
          <span className="text-muted" title={t("catalogue.locked", { tier })}>
            <Lock className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{t("catalogue.locked", { tier })}</span>
          </span>
        )}
      </div>
      <p className="flex-1 text-sm text-muted">{shortDescription}</p>
      {locked && (
        <Link to="/suscripciones" className="relative z-10 text-sm font-medium text-accent hover:underline">
          {t("catalogue.upgrade")}
        </Link>
      )}
    </article>
  );
}
