import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Link } from "../../../lib/router";
import { ArrowRight, FileText, RefreshCw, TriangleAlert } from "lucide-react";
import { HOME_OTHER_POSTS } from "../home-limits";
import { Button } from "../../../ui/button";
import { Skeleton } from "../../../ui/skeleton";
import { useBlogHome } from "../api/get-blog-home";
import { BlogStateMessage } from "./blog-state-message";
import { CategoryBadges } from "./category-badges";
import { PostCard } from "./post-card";
import { PostGridSkeleton } from "./post-grid-skeleton";

/**
 * The home blog section (docs/product.md, "Home page and blog"): categories, one featured post, up to 8 others.
 * The page passes the newsletter form as `children`, shown under the posts in every state.
 */
export function HomeBlogSection({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(["blog", "home"]);
  const home = useBlogHome();

  return (
    <section aria-labelledby="home-blog-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-blog-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("home:blog.title")}
          </h2>
          <p className="mt-2 text-muted">{t("home:blog.subtitle")}</p>
        </div>
        <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
          {t("home:blog.all")}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>

      <div className="mt-8 space-y-8">
        {home.isPending ? (
          <div role="status" aria-label={t("blog:home.loading")} className="space-y-8">
            <div className="flex gap-2">
              {[20, 28, 24, 16, 24].map((width, index) => (
                <Skeleton key={index} className="h-8 rounded-full" style={{ width: `${width * 4}px` }} />
              ))}
            </div>
            <Skeleton className="h-80 w-full rounded-2xl" />
            <PostGridSkeleton count={3} />
          </div>
        ) : home.isError ? (
          <BlogStateMessage
            isError
            icon={<TriangleAlert className="h-6 w-6" aria-hidden="true" />}
            title={t("blog:home.error")}
            action={
              <Button variant="secondary" onClick={() => void home.refetch()}>
                <RefreshCw className="h-4 w-4" aria-hidden="true" />
                {t("actions.retry", { ns: "common" })}
              </Button>
            }
          />
        ) : home.data.featured ? (
          <>
            <CategoryBadges categories={home.data.categories} label={t("blog:home.categories")} />
            <PostCard post={home.data.featured} isFeatured />
            {home.data.posts.length > 0 && (
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {home.data.posts.slice(0, HOME_OTHER_POSTS).map((post) => (
                  <PostCard key={post.id} post={post} />
                ))}
              </div>
            )}
          </>
        ) : (
          <BlogStateMessage
            icon={<FileText className="h-6 w-6" aria-hidden="true" />}
            title={t("blog:home.empty.title")}
            text={t("blog:home.empty.text")}
          />
        )}
        {children}
      </div>
    </section>
  );
}
