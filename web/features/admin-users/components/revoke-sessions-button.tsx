import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { LogOut } from "lucide-react";
import type { TAdminUser } from "../../../../contracts/admin-users";
import { RowActionButton } from "../../../ui/row-actions";
import { ConfirmDialog } from "../../../ui/dialog";
import { useRevokeSessions } from "../api/revoke-sessions";
import { describeUserAdminError } from "./admin-error-text";

export function RevokeSessionsButton({ user }: { user: TAdminUser }) {
  const { t } = useTranslation("admin-users");
  const [isOpen, setIsOpen] = useState(false);
  const revoke = useRevokeSessions();

  const handleConfirm = () => {
    revoke.mutate(user.id, {
      onSuccess: ({ revoked }) => {
        toast.success(t("users.revoked", { count: revoked }));
        setIsOpen(false);
      },
      onError: (error) => toast.error(t("users.errorTitle"), { description: describeUserAdminError(error, t) }),
    });
  };

  return (
    <>
      <RowActionButton
        icon={LogOut}
        text={t("users.revoke")}
        aria-label={t("users.revokeUser", { email: user.email })}
        onClick={() => setIsOpen(true)}
      />
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t("users.confirmRevoke.title")}
        description={t("users.confirmRevoke.text", { email: user.email })}
        confirmLabel={t("users.confirmRevoke.confirm")}
        onConfirm={handleConfirm}
        isDestructive
        isPending={revoke.isPending}
      />
    </>
  );
}
