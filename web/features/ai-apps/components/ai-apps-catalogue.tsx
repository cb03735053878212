import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { ClipboardCheck, GraduationCap, Lock, MessageSquareText, Radar, Target, type LucideIcon } from "lucide-react";
import { PREMIUM_APP_PATHS, PUBLIC_PATHS } from "../../../../contracts/routes";
import { AREA_TIERS, liveTierOf, tierAtLeast } from "../../../../contracts/tiers";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Callout } from "../../../ui/callout";
import { useAuth } from "../../../lib/auth-context";

type AiAppKey = "maturityChecklist" | "maturityChecklistApp" | "promptGenerator" | "strategyKit" | "trainingGenerator";

/** The platform's own AI apps; the open checklist is free for everyone, the rest need premium (docs/product.md, "Gated areas"). */
const AI_APPS: { key: AiAppKey; path: string; icon: LucideIcon; isFree: boolean }[] = [
  { key: "maturityChecklist", path: PUBLIC_PATHS.maturityChecklist, icon: Radar, isFree: true },
  { key: "maturityChecklistApp", path: PREMIUM_APP_PATHS.maturityChecklistApp, icon: ClipboardCheck, isFree: false },
  { key: "promptGenerator", path: PREMIUM_APP_PATHS.promptGenerator, icon: MessageSquareText, isFree: false },
  { key: "strategyKit", path: PREMIUM_APP_PATHS.strategyKit, icon: Target, isFree: false },
  { key: "trainingGenerator", path: PREMIUM_APP_PATHS.trainingGenerator, icon: GraduationCap, isFree: false },
];

type Access = "unknown" | "visitor" | "locked" | "open";

/** /apps: the platform's AI apps as cards; without premium the premium ones show a lock and the way to it. */
export function AiAppsCatalogue() {
  const { t } = useTranslation("ai-apps");
  const { t: tCommon } = useTranslation();
  const plan = tCommon(`tiers.${AREA_TIERS.aiApps}`);
  const { user, loading, subscriptionLoading, subscription, isAdmin } = useAuth();
  const access: Access =
    loading || (user && subscriptionLoading)
      ? "unknown"
      : !user
        ? "visitor"
        : isAdmin || tierAtLeast(liveTierOf(subscription), AREA_TIERS.aiApps)
          ? "open"
          : "locked";

  return (
    <section aria-labelledby="ai-apps-catalogue" className="flex flex-col gap-5">
      <div>
        <h2 id="ai-apps-catalogue" className="text-2xl font-semibold text-foreground">
          {t("catalogue.title")}
        </h2>
        <p className="mt-1 text-muted">{t("catalogue.description")}</p>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {AI_APPS.map((app) => (
          <li key={app.key}>
            <AiAppCard app={app} access={access} />
          </li>
        ))}
      </ul>
      {access === "visitor" && (
        <Callout
          id="ai-apps-visitor"
          headingLevel="h3"
          title={t("catalogue.visitorTitle")}
          text={t("catalogue.visitorText", { plan })}
        >
          <Button asChild>
            <Link to={PUBLIC_PATHS.login}>{t("catalogue.signUp")}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={PUBLIC_PATHS.subscriptions}>{t("catalogue.seePlans")}</Link>
          </Button>
        </Callout>
      )}
      {access === "locked" && (
        <Callout
          id="ai-apps-locked"
          headingLevel="h3"
          title={t("catalogue.lockedTitle", { plan })}
          text={t("catalogue.lockedText")}
        >
          <Button asChild>
            <Link to={PUBLIC_PATHS.subscriptions}>{t("catalogue.seePlans")}</Link>
          </Button>
        </Callout>
      )}
    </section>
  );
}

function AiAppCard({ app, access }: { app: (typeof AI_APPS)[number]; access: Access }) {
  const { t } = useTranslation("ai-apps");
  const { t: tPages } = useTranslation("pages");
  const name = app.key === "maturityChecklist" ? tPages("maturityChecklist.title") : tPages(`premiumApps.${app.key}`);
  const Icon = app.icon;
  const isOpen = app.isFree || access === "open";
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
        <Badge>{app.isFree ? t("catalogue.freeBadge") : t("catalogue.premiumBadge")}</Badge>
      </div>
      <h3 className="text-lg font-semibold text-foreground">{name}</h3>
      <p className="flex-1 text-sm text-muted">{t(`catalogue.apps.${app.key}`)}</p>
      {isOpen ? (
        <Button asChild>
          <Link to={app.path}>{t("catalogue.open", { app: name })}</Link>
        </Button>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-1 text-sm font-medium text-foreground">
            <Lock className="h-4 w-4" aria-hidden="true" />
            {t("catalogue.locked")}
          </p>
          {/* The app's page says what opens it: sign-in for a visitor, the plan for a lower one.
              A long app name wraps onto a second line instead of being cut by the button's height. */}
          <Button asChild variant="secondary" className="h-auto min-h-10 py-2 text-center">
            <Link to={app.path}>{t("catalogue.howToOpen", { app: name })}</Link>
          </Button>
        </div>
      )}
    </article>
  );
}
