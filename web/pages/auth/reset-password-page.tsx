import { Link } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { KeyRound, LinkIcon } from "lucide-react";
import { useAuth } from "../../lib/auth-context";
import { AuthCard } from "../../features/auth/components/auth-card";
import { RedirectingNotice } from "../../features/auth/components/redirecting-notice";
import { UpdatePasswordForm } from "../../features/auth/components/update-password-form";
import { Button } from "../../ui/button";

/** The password-reset e-mail link signs the user in here (spec section 2). */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const { user, loading } = useAuth();
  if (loading) {
    return (
      <AuthCard icon={<KeyRound className="h-6 w-6" aria-hidden="true" />} title={t("resetPassword.title")}>
        <RedirectingNotice text={t("loading", { ns: "common" })} />
      </AuthCard>
    );
  }
  if (!user) {
    return (
      <AuthCard
        icon={<LinkIcon className="h-6 w-6" aria-hidden="true" />}
        title={t("resetPassword.invalidTitle")}
        subtitle={t("resetPassword.invalidText")}
      >
        <Button asChild className="w-full">
          <Link to="/login">{t("resetPassword.requestLink")}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={<KeyRound className="h-6 w-6" aria-hidden="true" />}
      title={t("resetPassword.title")}
      subtitle={t("resetPassword.subtitle")}
    >
      <UpdatePasswordForm />
    </AuthCard>
  );
}
