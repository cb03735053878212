import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Pencil } from "lucide-react";
import type { TAdminUser, TUpdateUserRequest } from "../../../../contracts/admin-users";
import { TIERS } from "../../../../contracts/tiers";
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
  const [draft, setDraft] = useState<UserDraft>(() => draftOf(user));
  const [pending, setPending] = useState<TUpdateUserRequest | null>(null);
  const update = useUpdateUser();
  const id = `user-${user.id}`;

  const handleOpenChange = (open: boolean) => {
    if (open) setDraft(draftOf(user));
    setIsOpen(open);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changes = diffUserChanges(user, draft);
    if (Object.keys(changes).length === 0) {
      toast.info(t("users.editDialog.noChanges"));
      return;
    }
    setPending(changes);
  };

  const handleConfirm = () => {
    if (!pending) return;
    update.mutate(
      { id: user.id, changes: pending },
      {
        onSuccess: () => {
          toast.success(t("users.updated"));
          setPending(null);
          setIsOpen(false);
        },
        onError: (error) => {
          toast.error(t("users.errorTitle"), { description: describeUserAdminError(error, t) });
          setPending(null);
        },
      },
    );
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
            onChange={(tier) => setDraft({ ...draft, tier })}
          />
          <div>
            <Label htmlFor={`${id}-expires`}>{t("users.editDialog.expiresAt")}</Label>
            <Input
              id={`${id}-expires`}
              type="date"
              value={draft.expiresOn}
              aria-describedby={`${id}-expires-hint`}
              onChange={(event) => setDraft({ ...draft, expiresOn: event.target.value })}
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
            onChange={(isAdmin) => setDraft({ ...draft, isAdmin })}
          />
          <CheckboxField
            id={`${id}-disabled`}
            label={t("users.editDialog.disabled")}
            hint={t("users.editDialog.disabledHint")}
            checked={draft.disabled}
            onChange={(disabled) => setDraft({ ...draft, disabled })}
          />
          <DialogFormFooter>
            <Button type="submit">{t("users.editDialog.save")}</Button>
          </DialogFormFooter>
        </form>
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => !open && setPending(null)}
          title={t("users.confirmUpdate.title")}
          description={t("users.confirmUpdate.text", { email: user.email })}
          confirmLabel={t("users.confirmUpdate.confirm")}
          onConfirm={handleConfirm}
          isDestructive={pending?.disabled === true}
          isPending={update.isPending}
        />
      </DialogContent>
    </Dialog>
  );
}
