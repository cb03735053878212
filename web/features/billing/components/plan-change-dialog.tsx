import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";
import { Dialog, DialogClose, DialogContent } from "../../../ui/dialog";

interface PlanChangeDialogProps {
  planName: string;
  open: boolean;
  isPending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** A paying user switching between basic and premium: said before it happens, prorated. */
export function PlanChangeDialog({ planName, open, isPending, onOpenChange, onConfirm }: PlanChangeDialogProps) {
  const { t } = useTranslation("plans");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("change.title", { plan: planName })}
        description={t("change.text", { plan: planName })}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t("change.cancel")}</Button>
            </DialogClose>
            <Button onClick={onConfirm} disabled={isPending}>
              {t("change.confirm")}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
