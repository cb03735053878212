import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Pencil } from "lucide-react";
import { ZUpdateUserRequestSchema, type TAdminUser } from "../../../../contracts/admin-users";
import { TIERS } from "../../../../contracts/tiers";
import { useAdminForm } from "../../../lib/admin-resource/use-admin-form";
import { Button } from "../../../ui/button";
import { ConfirmDialog, Dialog, DialogContent, DialogFormFooter, DialogTrigger } from "../../../ui/dialog";
import { Input, Label } from "../../../ui/form-controls";
import { RowActionButton } from "../../../ui/row-actions";
import { SelectField } from "../../../ui/select-field";
import { useUpdateUser } from "../api/update-user";
import { describeUserAdminError } from "./admin-error-text";
import { CheckboxField } from "./checkbox-field";
import { diffUserChanges, toDateInput, type UserDraft } from "./user-draft";

function draftOf(user: TAdminUser): UserDraft {
  return {
    tier: user.tier,
    expiresOn: toDateInput(user.tier_expires_at),
    isAdmin: user.is_admin,
    disabled: user.disabled,
  };
}

/** Tier, expiry, admin flag and disabled flag, saved after a confirmation. */
export function UserEditDialog({ user }: { user: TAdminUser }) {
  const { t } = useTranslation("admin-users");
  const [isOpen, setIsOpen] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const { draft, set, setDraft, dialog } = useAdminForm({
    initial: () => draftOf(user),
    toInput: (typed) => diffUserChanges(user, typed),
    schema: ZUpdateUserRequestSchema,
    mutation: useUpdateUser(),
    toVariables: (changes) => ({ id: user.id, input: changes }),
    messages: { invalid: t("errors.validation_failed", { ns: "common" }), saved: t("users.updated") },
    failureMessage: (failure) => describeUserAdminError(failure, t),
    reportError: (message) => toast.error(t("users.errorTitle"), { description: message }),
    onFailure: () => setIsConfirming(false),
    onClose: () => {
      setIsConfirming(false);
      setIsOpen(false);
    },
  });
  const id = `user-${user.id}`;

  const handleOpenChange = (open: boolean) => {
    if (open) setDraft(draftOf(user));
    setIsOpen(open);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(diffUserChanges(user, draft)).length === 0) {
      toast.info(t("users.editDialog.noChanges"));
      return;
    }
    setIsConfirming(true);
  };

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <RowActionButton icon={Pencil} text={t("users.edit")} aria-label={t("users.editUser", { email: user.email })} />
      </DialogTrigger>
      <DialogContent title={t("users.editDialog.title")} description={user.email}>
        <form id={`${id}-form`} onSubmit={handleSubmit} className="space-y-4">
          <SelectField
            id={`${id}-tier`}
            label={t("users.editDialog.tier")}
            value={draft.tier}
            options={TIERS}
            optionLabel={(tier) => t(`tiers.${tier}`, { ns: "common" })}
            onChange={(tier) => set("tier", tier)}
          />
          <div>
            <Label htmlFor={`${id}-expires`}>{t("users.editDialog.expiresAt")}</Label>
            <Input
              id={`${id}-expires`}
              type="date"
              value={draft.expiresOn}
              aria-describedby={`${id}-expires-hint`}
              onChange={(event) => set("expiresOn", event.target.value)}
            />
            <p id={`${id}-expires-hint`} className="mt-1 text-xs text-muted">
              {t("users.editDialog.expiresHint")}
            </p>
          </div>
          <CheckboxField
            id={`${id}-admin`}
            label={t("users.editDialog.isAdmin")}
            hint={t("users.editDialog.isAdminHint")}
            checked={draft.isAdmin}
            onChange={(isAdmin) => set("isAdmin", isAdmin)}
          />
          <CheckboxField
            id={`${id}-disabled`}
            label={t("users.editDialog.disabled")}
            hint={t("users.editDialog.disabledHint")}
            checked={draft.disabled}
            onChange={(disabled) => set("disabled", disabled)}
          />
          <DialogFormFooter>
            <Button type="submit">{t("users.editDialog.save")}</Button>
          </DialogFormFooter>
        </form>
        <ConfirmDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          title={t("users.confirmUpdate.title")}
          description={t("users.confirmUpdate.text", { email: user.email })}
          confirmLabel={t("users.confirmUpdate.confirm")}
          onConfirm={dialog.onSave}
          isDestructive={draft.disabled && !user.disabled}
          isPending={dialog.isSaving}
        />
      </DialogContent>
    </Dialog>
  );
}
