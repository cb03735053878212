import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Ban, CircleCheck } from "lucide-react";
import type { TAccessCode } from "../../../../contracts/access-codes";
import { RowActionButton } from "../../../ui/row-actions";
import { ConfirmDialog } from "../../../ui/dialog";
import { apiErrorKey } from "../../../ui/api-error-text";
import { useUpdateAccessCode } from "../api/update-access-code";

/** Disables a code (or enables it again) after a confirmation. */
export function ToggleCodeButton({ code }: { code: TAccessCode }) {
  const { t } = useTranslation("admin-users");
  const [isOpen, setIsOpen] = useState(false);
  const update = useUpdateAccessCode();
  const willDisable = !code.disabled;
  const texts = willDisable ? "confirmDisable" : "confirmEnable";

  const handleConfirm = () => {
    update.mutate(
      { id: code.id, disabled: willDisable },
      {
        onSuccess: () => {
          toast.success(t("codes.updated"), { description: code.code });
          setIsOpen(false);
        },
        onError: (error) =>
          toast.error(t("codes.errorTitle"), { description: t(apiErrorKey(error), { ns: "common" }) }),
      },
    );
  };

  const label = willDisable ? t("codes.disableCode", { code: code.code }) : t("codes.enableCode", { code: code.code });
  return (
    <>
      <RowActionButton
        icon={willDisable ? Ban : CircleCheck}
        text={willDisable ? t("codes.disable") : t("codes.enable")}
        aria-label={label}
        onClick={() => setIsOpen(true)}
      />
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t(`codes.${texts}.title`, { code: code.code })}
        description={t(`codes.${texts}.text`)}
        confirmLabel={t(`codes.${texts}.confirm`)}
        onConfirm={handleConfirm}
        isDestructive={willDisable}
        isPending={update.isPending}
      />
    </>
  );
}
