import { Link } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { SERVICES, contactPathFor } from "../../../contracts/services";
import { useDocumentTitle } from "../../lib/use-document-title";
import { ServiceCard } from "../../features/services/components/service-card";
import { useServiceTexts } from "../../features/services/components/use-service-texts";
import { Button } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";

/** /servicios: the professional services as cards, and a way to ask for something else. */
export function ServicesPage() {
  const { t } = useTranslation("services");
  const items = useServiceTexts();
  useDocumentTitle(t("list.title"));
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader title={t("list.title")} description={t("list.description")} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => {
          const texts = items[service.slug];
          return texts ? (
            <li key={service.slug}>
              <ServiceCard service={service} texts={texts} />
            </li>
          ) : null;
        })}
      </ul>
      <div className="mt-14 rounded-2xl bg-accent-soft p-8 text-center">
        <h2 className="text-2xl font-semibold text-foreground">{t("list.ctaTitle")}</h2>
        <p className="mx-auto mt-2 max-w-xl text-foreground">{t("list.ctaText")}</p>
        <Button asChild className="mt-5">
          <Link to={contactPathFor("sales")}>{t("list.ctaButton")}</Link>
        </Button>
      </div>
    </section>
  );
}
