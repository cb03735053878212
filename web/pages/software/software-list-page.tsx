import { useTranslation } from "../../lib/translation/use-translation";
import { useSoftwareList } from "../../features/software/api/get-software";
import { SoftwareCard } from "../../features/software/components/software-card";
import { useDocumentTitle } from "../../lib/use-document-title";
import { PageHeader } from "../../ui/page-header";
import { ListingPlaceholder } from "../../ui/placeholders";

/** /software: every published product as a card. */
export function SoftwareListPage() {
  const { t } = useTranslation("software");
  const list = useSoftwareList();
  useDocumentTitle(t("list.title"));
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader title={t("list.title")} description={t("list.description")} />
      {list.isPending && <ListingPlaceholder />}
      {list.isError && (
        <p role="alert" className="text-muted">
          {t("list.error")}
        </p>
      )}
      {list.data && list.data.products.length === 0 && <p className="text-muted">{t("list.empty")}</p>}
      {list.data && list.data.products.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.products.map((product, index) => (
            <li key={product.id}>
              <SoftwareCard product={product} isFirst={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
