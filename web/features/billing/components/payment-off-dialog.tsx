import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";
import { Dialog, DialogContent } from "../../../ui/dialog";

interface PaymentOffDialogProps {
  planName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Without Stripe nothing pretends a payment: the plan is taken by contact or with a code. */
export function PaymentOffDialog({ planName, open, onOpenChange }: PaymentOffDialogProps) {
  const { t } = useTranslation("plans");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("paymentOff.title", { plan: planName })}
        description={t("paymentOff.text", { plan: planName })}
        footer={
          <>
            <Button asChild variant="secondary">
              <Link to="/activar-codigo">{t("paymentOff.activateCode")}</Link>
            </Button>
            <Button asChild>
              <Link to="/contacto?tipo=sales">{t("paymentOff.contact")}</Link>
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
