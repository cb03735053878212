import { Link } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { useAuth } from "../../lib/auth-context";
import { SignOutCard } from "../../features/auth/components/sign-out-card";
import { UpdatePasswordForm } from "../../features/auth/components/update-password-form";
import { useAccountProfile } from "../../features/account/api/account-profile";
import { DataExportCard } from "../../features/account/components/data-export-card";
import { DeleteAccountCard } from "../../features/account/components/delete-account-card";
import { DevicesCard } from "../../features/account/components/devices-card";
import { LanguageCard } from "../../features/account/components/language-card";
import { ProfileCard } from "../../features/account/components/profile-card";
import { BillingPlanCard } from "../../features/billing/components/billing-plan-card";
import { IntegrationsCard } from "../../features/integrations/components/integrations-card";
import { IntegrationsLockedCard } from "../../features/integrations/components/integrations-locked-card";
import { AREA_TIERS, liveTierOf, tierAtLeast } from "../../../contracts/tiers";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { AccountPlaceholder } from "../../ui/placeholders";
import { PageHeader } from "../../ui/page-header";
import { useDocumentTitle } from "../../lib/use-document-title";

/** Profile, plan, language, password, devices, data export and deletion. */
export function AccountPage() {
  const { t } = useTranslation(["pages", "account"]);
  useDocumentTitle(t("account.title"));
  const { user, loading, signOut, isAdmin, subscription } = useAuth();
  const hasIntegrations = isAdmin || tierAtLeast(liveTierOf(subscription), AREA_TIERS.integrations);
  const profile = useAccountProfile();
  if (loading || (user && profile.isPending)) return <AccountPlaceholder />;
  if (!user) {
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t("account.title")}</h1>
        <p className="text-muted">{t("account.signedOut")}</p>
        <Button asChild>
          <Link to="/login" state={{ from: { pathname: "/cuenta" } }}>
            {t("account.login")}
          </Link>
        </Button>
      </section>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <PageHeader title={t("account.title")} description={t("account.description")} />
      {profile.data && <ProfileCard profile={profile.data} />}
      <BillingPlanCard />
      {profile.data && <LanguageCard profile={profile.data} />}
      {profile.data?.has_password && (
        <Card>
          <h2 className="text-lg font-semibold">{t("password.title", { ns: "account" })}</h2>
          <p className="mb-4 mt-1 text-sm text-muted">{t("password.text", { ns: "account" })}</p>
          <UpdatePasswordForm />
        </Card>
      )}
      <DevicesCard />
      {hasIntegrations ? <IntegrationsCard /> : <IntegrationsLockedCard />}
      <SignOutCard />
      <DataExportCard />
      {profile.data && <DeleteAccountCard profile={profile.data} onDeleted={signOut} />}
    </div>
  );
}
