import { Link, useParams } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { ArrowLeft } from "lucide-react";
import { useCategory } from "../../features/blog/api/get-category";
import { isNotFound } from "../../features/blog/api/retry-unless-missing";
import { BlogListing } from "../../features/blog/components/blog-listing";
import { useDocumentTitle } from "../../lib/use-document-title";
import { PageHeader } from "../../ui/page-header";
import { ListingPlaceholder } from "../../ui/placeholders";
import { NotFoundPage } from "../not-found-page";

/** /blog/categoria/{categoria}: the blog list for one category; an unknown one is the 404 page. */
export function BlogCategoryPage() {
  const { t } = useTranslation("blog");
  const { categoria = "" } = useParams();
  const category = useCategory(categoria);
  useDocumentTitle(category.data ? t("category.documentTitle", { name: category.data.name }) : undefined);

  if (category.isPending) return <ListingPlaceholder />;
  if (category.isError && isNotFound(category.error)) return <NotFoundPage />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <Link
        to="/blog"
        className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-accent"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("category.back")}
      </Link>
      <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-accent">{t("category.eyebrow")}</p>
      <PageHeader
        title={category.data?.name ?? categoria}
        description={
          category.data?.description ?? t("category.description", { name: category.data?.name ?? categoria })
        }
      />
      <BlogListing categorySlug={categoria} onMissing={() => <NotFoundPage />} />
    </div>
  );
}
