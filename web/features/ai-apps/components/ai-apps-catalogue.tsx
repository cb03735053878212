import { useTranslation } from "../../../lib/translation/use-translation";
import { ClipboardCheck, GraduationCap, MessageSquareText, Radar, Target, type LucideIcon } from "lucide-react";
import { PREMIUM_APP_PATHS, PUBLIC_PATHS } from "../../../../contracts/routes";
import { AREA_TIERS } from "../../../../contracts/tiers";
import { AppCard } from "../../../lib/premium-apps/app-card";
import { PlansCallout } from "../../../lib/premium-apps/plans-callout";
import { useAreaAccess } from "../../../lib/premium-apps/use-area-access";

type AiAppKey = "maturityChecklist" | "maturityChecklistApp" | "promptGenerator" | "strategyKit" | "trainingGenerator";

/** The platform's own AI apps; the open checklist is free for everyone, the rest need premium (docs/product.md, "Gated areas"). */
const AI_APPS: { key: AiAppKey; path: string; icon: LucideIcon; isFree: boolean }[] = [
  { key: "maturityChecklist", path: PUBLIC_PATHS.maturityChecklist, icon: Radar, isFree: true },
  { key: "maturityChecklistApp", path: PREMIUM_APP_PATHS.maturityChecklistApp, icon: ClipboardCheck, isFree: false },
  { key: "promptGenerator", path: PREMIUM_APP_PATHS.promptGenerator, icon: MessageSquareText, isFree: false },
  { key: "strategyKit", path: PREMIUM_APP_PATHS.strategyKit, icon: Target, isFree: false },
  { key: "trainingGenerator", path: PREMIUM_APP_PATHS.trainingGenerator, icon: GraduationCap, isFree: false },
];

/** /apps: the platform's AI apps as cards; without the plan the premium ones show a lock and the way to it. */
export function AiAppsCatalogue() {
  const { t } = useTranslation(["ai-apps", "pages", "common"]);
  const plan = t(`tiers.${AREA_TIERS.aiApps}`, { ns: "common" });
  const access = useAreaAccess("aiApps");

  return (
    <section aria-labelledby="ai-apps-catalogue" className="flex flex-col gap-5">
      <div>
        <h2 id="ai-apps-catalogue" className="text-2xl font-semibold text-foreground">
          {t("catalogue.title")}
        </h2>
        <p className="mt-1 text-muted">{t("catalogue.description")}</p>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {AI_APPS.map((app) => {
          const name =
            app.key === "maturityChecklist"
              ? t("maturityChecklist.title", { ns: "pages" })
              : t(`premiumApps.${app.key}`, { ns: "pages" });
          return (
            <li key={app.key}>
              <AppCard
                name={name}
                icon={app.icon}
                badge={t(app.isFree ? "appCatalogue.freeBadge" : "appCatalogue.premiumBadge", { ns: "common" })}
                path={app.path}
                isOpen={app.isFree || access === "open"}
                headingLevel="h3"
              >
                <p className="flex-1 text-sm text-muted">{t(`catalogue.apps.${app.key}`)}</p>
              </AppCard>
            </li>
          );
        })}
      </ul>
      <PlansCallout
        access={access}
        id="ai-apps"
        headingLevel="h3"
        visitor={{ title: t("catalogue.visitorTitle"), text: t("catalogue.visitorText", { plan }) }}
        locked={{ title: t("catalogue.lockedTitle", { plan }), text: t("catalogue.lockedText") }}
      />
    </section>
  );
}
