import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { ExternalLink, Lock } from "lucide-react";
import type { TExternalApp } from "../../../../contracts/external-apps";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { ExternalAppIcon } from "./external-app-icon";

/** One external app: open (through our redirect, in a new tab) or locked with the plan that opens it. */
export function ExternalAppCard({ app, isSignedIn }: { app: TExternalApp; isSignedIn: boolean }) {
  const { t } = useTranslation("external-apps");
  const tier = t(`tiers.${app.requiredTier}`, { ns: "common" });
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm"
      data-locked={app.locked}
    >
      <div className="flex items-start gap-3">
        <ExternalAppIcon icon={app.icon} />
        <div className="min-w-0">
          <h3 className="font-semibold text-foreground">{app.name}</h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge>{t(`categories.${app.category}`)}</Badge>
            <Badge className="bg-surface-muted text-muted">{t("section.fromTier", { tier })}</Badge>
          </div>
        </div>
      </div>
      <p className="flex-1 text-sm text-muted">{app.description}</p>
      {app.openPath ? (
        <Button asChild size="sm">
          <a
            href={app.openPath}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t("section.open")}: ${app.name} (${t("section.newTab")})`}
          >
            {t("section.open")}
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </a>
        </Button>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-muted px-3 py-2">
          <span className="inline-flex items-center gap-1.5 text-sm text-muted">
            <Lock className="h-4 w-4" aria-hidden="true" />
            {t("section.locked", { tier })}
          </span>
          <Link
            to={isSignedIn ? "/suscripciones" : "/login"}
            aria-label={`${isSignedIn ? t("section.upgrade") : t("section.signIn")}: ${app.name}`}
            className="text-sm font-semibold text-accent hover:underline"
          >
            {isSignedIn ? t("section.upgrade") : t("section.signIn")}
          </Link>
        </div>
      )}
    </article>
  );
}
