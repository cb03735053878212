import { useState } from "react";
import { useTranslation } from "../../lib/translation/use-translation";
import { LogIn } from "lucide-react";
import { AuthCard } from "../../features/auth/components/auth-card";
import { LoginTabs } from "../../features/auth/components/login-tabs";
import { RedirectingNotice } from "../../features/auth/components/redirecting-notice";
import { useLinkErrorToast } from "../../features/auth/hooks/use-link-error-toast";
import { useSignedInRedirect } from "../../features/auth/hooks/use-signed-in-redirect";

/** Spec section 4: after a quick-access-code login the user goes to the assistants. */
const AFTER_CODE_LOGIN = "/asistentes";

export function LoginPage() {
  const { t } = useTranslation("auth");
  const [destination, setDestination] = useState<string | null>(null);
  const isSignedIn = useSignedInRedirect(destination);
  useLinkErrorToast();

  return (
    <AuthCard
      icon={<LogIn className="h-6 w-6" aria-hidden="true" />}
      title={t("login.title")}
      subtitle={t("login.subtitle")}
    >
      {isSignedIn ? <RedirectingNotice /> : <LoginTabs onBeforeCodeSession={() => setDestination(AFTER_CODE_LOGIN)} />}
    </AuthCard>
  );
}
