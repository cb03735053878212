import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { BookA, Clock, ListChecks, Lock, NotebookPen, Scale, Sparkles, type LucideIcon } from "lucide-react";
import { PREMIUM_APP_PATHS, PUBLIC_PATHS } from "../../../../contracts/routes";
import { AREA_TIERS, liveTierOf, tierAtLeast } from "../../../../contracts/tiers";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Callout } from "../../../ui/callout";
import { useAuth } from "../../../lib/auth-context";
import { TRAINING_CONTENT_COUNTS } from "../content-counts";

type TrainingAppKey = "glossary" | "quiz" | "dilemmas" | "promptCoach" | "reflection";

/** The five apps, in the order a newcomer would try them, with the minutes a session takes. */
const TRAINING_APPS: { key: TrainingAppKey; path: string; icon: LucideIcon; minutes: number }[] = [
  { key: "glossary", path: PREMIUM_APP_PATHS.glossary, icon: BookA, minutes: 10 },
  { key: "quiz", path: PREMIUM_APP_PATHS.quiz, icon: ListChecks, minutes: 10 },
  { key: "dilemmas", path: PREMIUM_APP_PATHS.dilemmas, icon: Scale, minutes: 20 },
  { key: "promptCoach", path: PREMIUM_APP_PATHS.promptCoach, icon: Sparkles, minutes: 5 },
  { key: "reflection", path: PREMIUM_APP_PATHS.reflection, icon: NotebookPen, minutes: 15 },
];

type Access = "unknown" | "visitor" | "locked" | "open";

/** /apps/formacion: every training app as a card; what a user without premium sees is a lock and the way to it. */
export function TrainingCatalogue() {
  const { t } = useTranslation("training");
  const { t: tCommon } = useTranslation();
  const { user, loading, subscriptionLoading, subscription, isAdmin } = useAuth();
  const access: Access =
    loading || (user && subscriptionLoading)
      ? "unknown"
      : !user
        ? "visitor"
        : isAdmin || tierAtLeast(liveTierOf(subscription), AREA_TIERS.trainingApps)
          ? "open"
          : "locked";

  return (
    <div className="flex flex-col gap-8">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {TRAINING_APPS.map((app) => (
          <li key={app.key}>
            <AppCard app={app} access={access} />
          </li>
        ))}
      </ul>

      {access === "visitor" && (
        <Callout id="training-visitor" title={t("catalogue.visitorTitle")} text={t("catalogue.visitorText")}>
          <Button asChild>
            <Link to={PUBLIC_PATHS.login}>{t("catalogue.signUp")}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={PUBLIC_PATHS.subscriptions}>{t("catalogue.seePlans")}</Link>
          </Button>
        </Callout>
      )}
      {/* A member whose plan lacks the apps gets the same way to the plans as a visitor. */}
      {access === "locked" && (
        <Callout
          id="training-locked"
          title={t("catalogue.lockedTitle", { plan: tCommon(`tiers.${AREA_TIERS.trainingApps}`) })}
          text={t("catalogue.lockedText")}
        >
          <Button asChild>
            <Link to={PUBLIC_PATHS.subscriptions}>{t("catalogue.seePlans")}</Link>
          </Button>
        </Callout>
      )}

      <section aria-labelledby="training-tiers" className="rounded-2xl border border-border bg-surface-muted p-6">
        <h2 id="training-tiers" className="text-lg font-semibold text-foreground">
          {t("catalogue.tiersTitle")}
        </h2>
        <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 text-foreground">
          <li>{t("catalogue.tiersFree")}</li>
          <li>{t("catalogue.tiersPremium", { apps: TRAINING_APPS.length })}</li>
        </ul>
      </section>
    </div>
  );
}

function AppCard({ app, access }: { app: (typeof TRAINING_APPS)[number]; access: Access }) {
  const { t } = useTranslation("training");
  const { t: tPages } = useTranslation("pages");
  const name = tPages(`premiumApps.${app.key}`);
  const Icon = app.icon;
  // While the session is unknown (server render, hydration) a card looks as a visitor sees it, so
  // applying the session does not move the page.
  const isLocked = access !== "open";
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
        <Badge>{t("catalogue.premiumBadge")}</Badge>
      </div>
      <h2 className="text-lg font-semibold text-foreground">{name}</h2>
      <p className="flex-1 text-sm text-muted">
        <span className="sr-only">{t("catalogue.practise")}: </span>
        {t(`catalogue.apps.${app.key}`, TRAINING_CONTENT_COUNTS)}
      </p>
      <p className="flex items-center gap-1 text-sm text-muted">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {t("catalogue.minutes", { count: app.minutes })}
      </p>
      {access === "open" && (
        <Button asChild>
          <Link to={app.path}>{t("catalogue.open", { app: name })}</Link>
        </Button>
      )}
      {isLocked && (
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
