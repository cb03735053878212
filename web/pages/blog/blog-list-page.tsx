import { useTranslation } from "../../lib/translation/use-translation";
import { BlogListing } from "../../features/blog/components/blog-listing";
import { useDocumentTitle } from "../../lib/use-document-title";
import { PageHeader } from "../../ui/page-header";

export function BlogListPage() {
  const { t } = useTranslation("blog");
  useDocumentTitle(t("list.title"));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader title={t("list.title")} description={t("list.subtitle")} />
      <BlogListing />
    </div>
  );
}
