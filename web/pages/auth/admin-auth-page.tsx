import { useState } from "react";
import { Link, Navigate } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useAuth } from "../../lib/auth-context";
import { AuthCard } from "../../features/auth/components/auth-card";
import { RedirectingNotice } from "../../features/auth/components/redirecting-notice";
import { SignInForm } from "../../features/auth/components/sign-in-form";
import { Button } from "../../ui/button";
import { useDocumentTitle } from "../../lib/use-document-title";

/** The admin gate (docs/architecture.md): signs an admin in and tells anyone else they have no access. */
export function AdminAuthPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("adminGate.title"));
  const { user, loading, subscriptionLoading, isAdmin, signOut } = useAuth();
  const [email, setEmail] = useState("");

  if (user && !loading && !subscriptionLoading) {
    if (isAdmin) return <Navigate to="/admin/blog" replace />;
    return (
      <AuthCard icon={<ShieldAlert className="h-6 w-6" aria-hidden="true" />} title={t("adminGate.deniedTitle")}>
        <p className="text-center text-sm text-muted">{t("adminGate.deniedText", { email: user.email })}</p>
        <div className="mt-6 flex flex-col gap-2">
          <Button variant="secondary" onClick={() => void signOut()}>
            {t("adminGate.signOut")}
          </Button>
          <Button asChild variant="ghost">
            <Link to="/">{t("adminGate.home")}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={<ShieldCheck className="h-6 w-6" aria-hidden="true" />}
      title={t("adminGate.title")}
      subtitle={t("adminGate.subtitle")}
    >
      {user ? (
        <RedirectingNotice text={t("adminGate.checking")} />
      ) : (
        <SignInForm email={email} onEmailChange={setEmail} idPrefix="admin" />
      )}
    </AuthCard>
  );
}
