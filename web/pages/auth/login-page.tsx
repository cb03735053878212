import { useState } from "react";
import { useTranslation } from "../../lib/translation/use-translation";
import { CheckCircle2, LogIn } from "lucide-react";
import { AuthCard } from "../../features/auth/components/auth-card";
import { LoginTabs } from "../../features/auth/components/login-tabs";
import { RedirectingNotice } from "../../features/auth/components/redirecting-notice";
import { useLinkErrorToast } from "../../features/auth/hooks/use-link-error-toast";
import { useSignedInRedirect } from "../../features/auth/hooks/use-signed-in-redirect";
import { useSignUpConfirmedWithoutSession } from "../../features/auth/email-link-landing";
import { useDocumentTitle } from "../../lib/use-document-title";

/** After a quick-access-code login the user goes to the assistants. */
const AFTER_CODE_LOGIN = "/asistentes";

export function LoginPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("nav.login", { ns: "common" }));
  const [destination, setDestination] = useState<string | null>(null);
  const isSignedIn = useSignedInRedirect(destination);
  /** A confirmation link opened in another browser than the sign-up's: confirmed, not signed in. */
  const isConfirmed = useSignUpConfirmedWithoutSession();
  useLinkErrorToast();

  return (
    <AuthCard
      icon={<LogIn className="h-6 w-6" aria-hidden="true" />}
      title={t("login.title")}
      subtitle={t("login.subtitle")}
    >
      {isConfirmed && !isSignedIn && (
        <p
          role="status"
          className="mb-5 flex items-center gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900"
        >
          <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t("login.confirmed")}
        </p>
      )}
      {isSignedIn ? <RedirectingNotice /> : <LoginTabs onBeforeCodeSession={() => setDestination(AFTER_CODE_LOGIN)} />}
    </AuthCard>
  );
}
