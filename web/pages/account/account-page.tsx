import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../features/auth/auth-context";
import { PlanCard } from "../../features/auth/components/plan-card";
import { ProfileCard } from "../../features/auth/components/profile-card";
import { SignOutCard } from "../../features/auth/components/sign-out-card";
import { Button } from "../../ui/button";
import { AccountPlaceholder } from "../../ui/placeholders";
import { PageHeader } from "../../ui/page-header";

/** Profile, plan and this device's session; billing adds its cards later. */
export function AccountPage() {
  const { t } = useTranslation("pages");
  const { user, loading } = useAuth();
  if (loading) return <AccountPlaceholder />;
  if (!user) {
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t("account.title")}</h1>
        <p className="text-muted">{t("account.signedOut")}</p>
        <Button asChild>
          <Link to="/login" state={{ from: { pathname: "/cuenta" } }}>{t("account.login")}</Link>
        </Button>
      </section>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <PageHeader title={t("account.title")} description={t("account.description")} />
      <ProfileCard user={user} />
      <PlanCard />
      <SignOutCard />
    </div>
  );
}
