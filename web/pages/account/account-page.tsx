import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../features/auth/auth-context";
import { Button } from "../../ui/button";
import { AccountPlaceholder } from "../../ui/placeholders";
import { PageHeader } from "../../ui/page-header";

/** The account screen; its cards (profile, subscription, sessions) arrive with accounts and billing. */
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
    <>
      <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
        <PageHeader title={t("account.title")} description={t("account.description")} />
      </div>
      <AccountPlaceholder />
    </>
  );
}
