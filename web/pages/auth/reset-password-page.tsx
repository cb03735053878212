import { useState, type ReactNode } from "react";
import { Link, useSearchParams } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { KeyRound, LinkIcon } from "lucide-react";
import { useAuth } from "../../lib/auth-context";
import { AuthCard } from "../../features/auth/components/auth-card";
import { RedirectingNotice } from "../../features/auth/components/redirecting-notice";
import { UpdatePasswordForm } from "../../features/auth/components/update-password-form";
import { Button } from "../../ui/button";
import { useDocumentTitle } from "../../lib/use-document-title";

/**
 * The password-reset e-mail link returns here with its one-time token
 * (`?token_hash=…&type=recovery`), which the form redeems on submit in any browser; a session
 * opened by a reset link (or a signed-in user) sets the password as well.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("resetPassword.title"));
  const { user, loading } = useAuth();
  const [searchParams] = useSearchParams();
  const [isLinkRefused, setIsLinkRefused] = useState(false);
  const tokenHash = searchParams.get("type") === "recovery" ? searchParams.get("token_hash") : null;

  if (tokenHash && !isLinkRefused) {
    return (
      <NewPasswordCard>
        <UpdatePasswordForm
          recoveryTokenHash={tokenHash}
          onLinkRefused={() => setIsLinkRefused(true)}
          focusFirstField
        />
      </NewPasswordCard>
    );
  }
  if (loading && !isLinkRefused) {
    return (
      <AuthCard icon={<KeyRound className="h-6 w-6" aria-hidden="true" />} title={t("resetPassword.title")}>
        <RedirectingNotice text={t("loading", { ns: "common" })} />
      </AuthCard>
    );
  }
  if (!user || isLinkRefused) {
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
    <NewPasswordCard>
      <UpdatePasswordForm focusFirstField />
    </NewPasswordCard>
  );
}

function NewPasswordCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation("auth");
  return (
    <AuthCard
      icon={<KeyRound className="h-6 w-6" aria-hidden="true" />}
      title={t("resetPassword.title")}
      subtitle={t("resetPassword.subtitle")}
    >
      {children}
    </AuthCard>
  );
}
