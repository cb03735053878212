import { useTranslation } from "../../../lib/translation/use-translation";
import { Card } from "../../../ui/card";
import type { AuthUser } from "../../../lib/auth-context";

export function ProfileCard({ user }: { user: AuthUser }) {
  const { t, i18n } = useTranslation("auth");
  const initial = user.email.charAt(0).toUpperCase() || "?";
  return (
    <Card className="flex items-center gap-4">
      <span
        aria-hidden="true"
        className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-accent text-xl font-semibold text-white"
      >
        {initial}
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold text-foreground">{user.email}</p>
        <p className="text-sm text-muted">
          {t("account.memberSince", {
            date: new Date(user.created_at).toLocaleDateString(i18n.language, { dateStyle: "long" }),
          })}
        </p>
      </div>
    </Card>
  );
}
