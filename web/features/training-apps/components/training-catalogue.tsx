import { useTranslation } from "../../../lib/translation/use-translation";
import { BookA, Clock, ListChecks, NotebookPen, Scale, Sparkles, type LucideIcon } from "lucide-react";
import { PREMIUM_APP_PATHS } from "../../../../contracts/routes";
import { AREA_TIERS } from "../../../../contracts/tiers";
import { AppCard } from "../../../lib/premium-apps/app-card";
import { PlansCallout } from "../../../lib/premium-apps/plans-callout";
import { useAreaAccess } from "../../../lib/premium-apps/use-area-access";
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

/** /apps/formacion: every training app as a card; what a user without the plan sees is a lock and the way to it. */
export function TrainingCatalogue() {
  const { t } = useTranslation(["training", "pages", "common"]);
  const access = useAreaAccess("trainingApps");
  const plan = t(`tiers.${AREA_TIERS.trainingApps}`, { ns: "common" });

  return (
    <div className="flex flex-col gap-8">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {TRAINING_APPS.map((app) => {
          const name = t(`premiumApps.${app.key}`, { ns: "pages" });
          return (
            <li key={app.key}>
              {/* While the session is unknown (server render, hydration) a card looks as a visitor
                  sees it, so applying the session does not move the page. */}
              <AppCard
                name={name}
                icon={app.icon}
                badge={t("appCatalogue.premiumBadge", { ns: "common" })}
                path={app.path}
                isOpen={access === "open"}
              >
                <p className="flex-1 text-sm text-muted">
                  <span className="sr-only">{t("catalogue.practise")}: </span>
                  {t(`catalogue.apps.${app.key}`, TRAINING_CONTENT_COUNTS)}
                </p>
                <p className="flex items-center gap-1 text-sm text-muted">
                  <Clock className="h-4 w-4" aria-hidden="true" />
                  {t("catalogue.minutes", { count: app.minutes })}
                </p>
              </AppCard>
            </li>
          );
        })}
      </ul>

      {/* A member whose plan lacks the apps gets the same way to the plans as a visitor. */}
      <PlansCallout
        access={access}
        id="training"
        visitor={{ title: t("catalogue.visitorTitle"), text: t("catalogue.visitorText") }}
        locked={{ title: t("catalogue.lockedTitle", { plan }), text: t("catalogue.lockedText") }}
      />

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
