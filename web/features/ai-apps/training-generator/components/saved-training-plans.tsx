import { useTranslation } from "../../../../lib/translation/use-translation";
import { toast } from "../../../../ui/toast";
import type { TTrainingPlan } from "../../../../../contracts/training-plans";
import { Button } from "../../../../ui/button";
import { useFormatDate } from "../../../../lib/use-format-date";
import { useDeleteTrainingPlan, useTrainingPlans } from "../../api/training-plans";

/** The user's saved plans: open one back into the generator, or delete it. */
export function SavedTrainingPlans({ onOpen }: { onOpen: (plan: TTrainingPlan) => void }) {
  const { t } = useTranslation("ai-apps");
  const formatDate = useFormatDate("mediumDate");
  const plans = useTrainingPlans();
  const remove = useDeleteTrainingPlan();

  return (
    <section aria-labelledby="saved-plans" className="flex flex-col gap-3" data-print-hide>
      <h2 id="saved-plans" className="text-xl font-semibold text-foreground">
        {t("trainingGenerator.savedTitle")}
      </h2>
      {plans.isError && <p className="text-sm text-muted">{t("errors.load")}</p>}
      {plans.data?.plans.length === 0 && <p className="text-muted">{t("trainingGenerator.savedEmpty")}</p>}
      <ul className="flex flex-col gap-2">
        {plans.data?.plans.map((plan) => (
          <li
            key={plan.id}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-3"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-foreground">{plan.title}</span>
              <span className="text-sm text-muted">{formatDate(plan.createdAt)}</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onOpen(plan)}
              aria-label={`${t("trainingGenerator.open")}: ${plan.title}`}
            >
              {t("trainingGenerator.open")}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${t("trainingGenerator.delete")}: ${plan.title}`}
              onClick={() =>
                window.confirm(t("trainingGenerator.deleteConfirm")) &&
                remove.mutate(plan.id, { onError: () => toast.error(t("errors.save")) })
              }
            >
              {t("trainingGenerator.delete")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
