import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import type { TBillingState } from "../../../../contracts/billing";
import { useFormatDate } from "../../../lib/use-format-date";
import { Button } from "../../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../../ui/dialog";
import { useChangeCancellation } from "../api/billing-actions";
import { useBillingErrorText } from "./billing-error-text";

/** Cancel at period end, after a dialog that says until when access lasts (docs/product.md, "Prices and the trial"). */
export function CancelSubscriptionButton({ state }: { state: TBillingState }) {
  const { t } = useTranslation("billing");
  const formatDate = useFormatDate("date");
  const change = useChangeCancellation();
  const describeError = useBillingErrorText();
  const date = state.subscription_end ? formatDate(state.subscription_end) : "";
  const plan = t(`tiers.${state.tier}`, { ns: "common" });
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost">{t("plan.cancel")}</Button>
      </DialogTrigger>
      <DialogContent
        title={t("plan.cancelDialog.title")}
        description={t("plan.cancelDialog.text", { plan, date })}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t("plan.cancelDialog.keep")}</Button>
            </DialogClose>
            <Button
              variant="danger"
              disabled={change.isPending}
              onClick={() =>
                change.mutate("cancel", {
                  onSuccess: (next) =>
                    toast.success(t("plan.cancelled"), {
                      description: next.subscription_end
                        ? t("plan.cancelledText", { date: formatDate(next.subscription_end) })
                        : undefined,
                    }),
                  onError: (error) => toast.error(t("plan.error"), { description: describeError(error) }),
                })
              }
            >
              {t("plan.cancelDialog.confirm")}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

export function ResumeSubscriptionButton() {
  const { t } = useTranslation("billing");
  const change = useChangeCancellation();
  const describeError = useBillingErrorText();
  return (
    <Button
      disabled={change.isPending}
      onClick={() =>
        change.mutate("resume", {
          onSuccess: () => toast.success(t("plan.resumed")),
          onError: (error) => toast.error(t("plan.error"), { description: describeError(error) }),
        })
      }
    >
      {t("plan.resume")}
    </Button>
  );
}
