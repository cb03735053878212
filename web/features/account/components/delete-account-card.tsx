import { useState, type FormEvent } from "react";
import { useNavigate } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import type { TAccountProfile } from "../../../../contracts/account";
import { ApiError } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../../ui/dialog";
import { TextField } from "../../../ui/text-field";
import { useDeleteAccount } from "../api/account-data";

/** rate_limited: wrong passwords here count toward the sign-in lockout. */
const KNOWN_ERRORS = ["invalid_password", "rate_limited", "confirmation_mismatch", "billing_provider_error"] as const;

interface DeleteAccountCardProps {
  profile: TAccountProfile;
  /** Clears the local session once the server has deleted the account. */
  onDeleted: () => Promise<void>;
}

/** GDPR erasure, confirmed with the password, else the e-mail typed again (a code account's name). */
export function DeleteAccountCard({ profile, onDeleted }: DeleteAccountCardProps) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = profile.has_password
      ? { password: confirmation }
      : profile.made_by_access_code
        ? { confirm_name: confirmation }
        : { confirm_email: confirmation };
    deleteAccount.mutate(request, {
      onSuccess: () => {
        toast.success(t("delete.deleted"));
        // The server already ended every session; this only clears the browser's copy.
        void onDeleted()
          .catch(() => undefined)
          .then(() => navigate("/", { replace: true }));
      },
      onError: (failure) => {
        const code = failure instanceof ApiError ? KNOWN_ERRORS.find((known) => known === failure.code) : undefined;
        const isNameMismatch = code === "confirmation_mismatch" && profile.made_by_access_code;
        setError(isNameMismatch ? t("delete.nameMismatch") : code ? t(`delete.errors.${code}`) : t("delete.error"));
      },
    });
  };

  return (
    <Card className="border-red-200">
      <h2 className="text-lg font-semibold text-red-700">{t("delete.title")}</h2>
      <p className="mt-1 text-sm text-muted">{t("delete.text")}</p>
      <Dialog
        onOpenChange={() => {
          setConfirmation("");
          setError(undefined);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="danger" className="mt-4">
            {t("delete.action")}
          </Button>
        </DialogTrigger>
        <DialogContent title={t("delete.dialogTitle")} description={t("delete.text")}>
          <form onSubmit={handleSubmit} className="space-y-4 pb-6">
            <TextField
              id="delete-confirmation"
              label={
                profile.has_password
                  ? t("delete.passwordLabel")
                  : profile.made_by_access_code
                    ? t("delete.nameLabel", { name: profile.display_name })
                    : t("delete.emailLabel", { email: profile.email })
              }
              type={profile.has_password ? "password" : profile.made_by_access_code ? "text" : "email"}
              autoComplete={profile.has_password ? "current-password" : "off"}
              value={confirmation}
              error={error}
              required
              onChange={(event) => setConfirmation(event.target.value)}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  {t("delete.cancel")}
                </Button>
              </DialogClose>
              <Button type="submit" variant="danger" disabled={!confirmation || deleteAccount.isPending}>
                {t("delete.confirm")}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
