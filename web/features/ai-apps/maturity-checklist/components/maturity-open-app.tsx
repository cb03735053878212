import { Link } from "../../../../lib/router";
import { useTranslation } from "../../../../lib/translation/use-translation";
import { PREMIUM_APP_PATHS, PUBLIC_PATHS } from "../../../../../contracts/routes";
import { hasPremiumAccess } from "../../../../../contracts/tiers";
import {
  isChecklistComplete,
  MATURITY_DIMENSIONS,
  MATURITY_ITEMS,
  scoreAssessment,
} from "../../../../../contracts/maturity-scoring";
import { Button } from "../../../../ui/button";
import { ListSkeleton } from "../../../../ui/list-states";
import { useAuth } from "../../../../lib/auth-context";
import { useStoredState } from "../../../../lib/use-stored-state";
import { useAppContent } from "../../../../lib/use-app-content";
import { MATURITY_CONTENT } from "../../content-loaders";
import { EMPTY_DRAFT, isChecklistDraft } from "../checklist-draft";
import { MaturityLevelSummary } from "./maturity-level-summary";
import { MaturityQuestionnaire } from "./maturity-questionnaire";

const DRAFT_KEY = "ai-apps:maturity-open:v1";

/** /checklist-madurez: anyone answers the checklist and sees the level and the chart; the full report invites to sign up. */
export function MaturityOpenApp() {
  const { t } = useTranslation("ai-apps");
  const { data: content } = useAppContent("maturity", MATURITY_CONTENT);
  const [draft, setDraft, clearDraft] = useStoredState(DRAFT_KEY, EMPTY_DRAFT, isChecklistDraft);

  if (!content) return <ListSkeleton />;

  if (!draft.isFinished || !isChecklistComplete(draft.answers))
    return (
      <div className="flex flex-col gap-6">
        <p className="text-foreground">
          {t("checklist.intro", { statements: MATURITY_ITEMS.length, dimensions: MATURITY_DIMENSIONS.length })}
        </p>
        <MaturityQuestionnaire
          content={content}
          draft={draft}
          onChange={setDraft}
          onFinish={() => setDraft({ ...draft, isFinished: true })}
          finishLabel={t("checklist.seeResult")}
        />
      </div>
    );

  const result = scoreAssessment(draft.answers);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="maturity-result" className="rounded-2xl border border-border bg-surface p-6">
        <h2 id="maturity-result" className="mb-4 text-xl font-semibold text-foreground">
          {t("checklist.resultTitle")}
        </h2>
        <MaturityLevelSummary content={content} result={result} />
      </section>
      <FullReportInvitation />
      <div data-print-hide>
        <Button variant="secondary" onClick={() => window.confirm(t("checklist.restartConfirm")) && clearDraft()}>
          {t("checklist.restart")}
        </Button>
      </div>
    </div>
  );
}

function FullReportInvitation() {
  const { t } = useTranslation("ai-apps");
  const { user, subscription, isAdmin } = useAuth();
  const canOpenFull = Boolean(user) && (isAdmin || hasPremiumAccess(subscription));
  return (
    <section
      aria-labelledby="maturity-full"
      className="flex flex-col gap-3 rounded-2xl border border-accent/40 bg-accent-soft p-6"
      data-print-hide
    >
      <h2 id="maturity-full" className="text-xl font-semibold text-foreground">
        {t("checklist.signUpTitle")}
      </h2>
      <p className="text-foreground">{t("checklist.signUpText")}</p>
      <div className="flex flex-wrap gap-3">
        {canOpenFull ? (
          <Button asChild>
            <Link to={PREMIUM_APP_PATHS.maturityChecklistApp}>{t("checklist.openFull")}</Link>
          </Button>
        ) : (
          <>
            {!user && (
              <Button asChild>
                <Link to={PUBLIC_PATHS.login}>{t("checklist.signUp")}</Link>
              </Button>
            )}
            <Button asChild variant={user ? "primary" : "secondary"}>
              <Link to={PUBLIC_PATHS.subscriptions}>{t("checklist.seePlans")}</Link>
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
