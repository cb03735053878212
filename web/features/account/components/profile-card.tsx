import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { DISPLAY_NAME_MAX_LENGTH } from "../../../../contracts/auth";
import type { TAccountProfile } from "../../../../contracts/account";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { TextField } from "../../../ui/text-field";
import { apiErrorKey } from "../../../ui/api-error-text";
import { useFormatDate } from "../../../lib/use-format-date";
import { useUpdateAccount } from "../api/account-profile";

/** Avatar, e-mail (or how an account without one was made), member since, and the editable display name. */
export function ProfileCard({ profile }: { profile: TAccountProfile }) {
  const { t } = useTranslation("account");
  const formatDate = useFormatDate("date");
  const update = useUpdateAccount();
  const [name, setName] = useState(profile.display_name);
  const initial = (profile.display_name || profile.email).charAt(0).toUpperCase() || "?";
  const isChanged = name.trim() !== profile.display_name && name.trim().length > 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { display_name: name.trim() },
      {
        onSuccess: () => toast.success(t("profile.saved")),
        onError: (error) => toast.error(t("profile.error"), { description: t(apiErrorKey(error), { ns: "common" }) }),
      },
    );
  };

  return (
    <Card>
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-accent text-xl font-semibold text-white"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-foreground">{profile.display_name || profile.email}</h2>
          {profile.made_by_access_code ? (
            <p className="text-sm text-muted">{t("profile.madeByAccessCode")}</p>
          ) : (
            <p className="truncate text-sm text-muted">{profile.email}</p>
          )}
          <p className="text-sm text-muted">{t("profile.memberSince", { date: formatDate(profile.created_at) })}</p>
        </div>
      </div>
      <form onSubmit={handleSubmit} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          id="account-display-name"
          label={t("profile.displayName")}
          className="flex-1"
          value={name}
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={!isChanged || update.isPending}>
          {t("profile.save")}
        </Button>
      </form>
    </Card>
  );
}
