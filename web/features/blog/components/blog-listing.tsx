import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Link } from "../../../lib/router";
import { ArrowRight, RefreshCw, SearchX, FileText, TriangleAlert } from "lucide-react";
import { Button } from "../../../ui/button";
import { PageLinks } from "../../../ui/page-links";
import { usePosts } from "../api/get-posts";
import { isNotFound } from "../api/retry-unless-missing";
import { useListingParams } from "../hooks/use-listing-params";
import { BlogSearchForm } from "./blog-search-form";
import { BlogStateMessage } from "./blog-state-message";
import { CategoryChips } from "./category-chips";
import { PostCard } from "./post-card";
import { PostGridSkeleton } from "./post-grid-skeleton";

/**
 * Published posts newest first, 12 a page, with search and category chips; the page and the
 * search live in the URL. `onMissing` runs when the server says the category does not exist.
 */
export function BlogListing({ categorySlug, onMissing }: { categorySlug?: string; onMissing?: () => ReactNode }) {
  const { t } = useTranslation("blog");
  const { page, query, hrefFor, setQuery } = useListingParams();
  const posts = usePosts({ page, q: query || undefined, category: categorySlug });

  if (posts.isError && isNotFound(posts.error) && onMissing) return onMissing();

  return (
    <div className="space-y-6">
      <BlogSearchForm key={query} query={query} onSearch={setQuery} />
      <CategoryChips activeSlug={categorySlug} query={query} />
      {query && posts.data && (
        <p className="text-sm text-muted" aria-live="polite">
          {t("list.resultsFor", { query, count: posts.data.total })}
        </p>
      )}
      {posts.isPending ? (
        <div role="status" aria-label={t("list.loading")}>
          <PostGridSkeleton count={6} />
        </div>
      ) : posts.isError ? (
        <BlogStateMessage
          isError
          icon={<TriangleAlert className="h-6 w-6" aria-hidden="true" />}
          title={t("list.error")}
          action={
            <Button variant="secondary" onClick={() => void posts.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {t("actions.retry", { ns: "common" })}
            </Button>
          }
        />
      ) : posts.data.posts.length === 0 ? (
        query ? (
          <BlogStateMessage
            icon={<SearchX className="h-6 w-6" aria-hidden="true" />}
            title={t("list.noResults.title")}
            text={t("list.noResults.text")}
            action={
              <Button variant="secondary" onClick={() => setQuery("")}>
                {t("list.clearSearch")}
              </Button>
            }
          />
        ) : (
          <BlogStateMessage
            icon={<FileText className="h-6 w-6" aria-hidden="true" />}
            title={t(categorySlug ? "list.emptyCategory.title" : "list.empty.title")}
            text={t(categorySlug ? "list.emptyCategory.text" : "list.empty.text")}
            action={
              <Button asChild variant="secondary">
                <Link to={categorySlug ? "/blog" : "/portafolio-asistentes"}>
                  {t(categorySlug ? "list.emptyCategory.action" : "list.empty.action")}
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </Button>
            }
          />
        )
      ) : (
        <>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={posts.isPlaceholderData}>
            {posts.data.posts.map((post, index) => (
              <PostCard key={post.id} post={post} headingLevel="h2" isCoverEager={index === 0} />
            ))}
          </div>
          <PageLinks page={posts.data.page} pageCount={posts.data.totalPages} hrefFor={hrefFor} className="pt-4" />
        </>
      )}
    </div>
  );
}
