import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PartyPopper } from "lucide-react";
import { Button } from "../../ui/button";

export function SubscriptionSuccessPage() {
  const { t } = useTranslation("pages");
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-20 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <PartyPopper className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold">{t("subscriptionSuccess.title")}</h1>
      <p className="text-muted">{t("subscriptionSuccess.description")}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/asistentes">{t("subscriptionSuccess.assistants")}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/cuenta">{t("subscriptionSuccess.account")}</Link>
        </Button>
      </div>
    </section>
  );
}
