import { lazy, Suspense } from "react";
import { useParams } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { RefreshCw, TriangleAlert } from "lucide-react";
import { ArticleQuestions } from "../../features/assistants/components/article-questions";
import { usePost } from "../../features/blog/api/get-post";
import { isNotFound } from "../../features/blog/api/retry-unless-missing";
import { BlogStateMessage } from "../../features/blog/components/blog-state-message";
import { PostArticle } from "../../features/blog/components/post-article";
import { RelatedPosts } from "../../features/blog/components/related-posts";
import { useDocumentTitle } from "../../lib/use-document-title";
import { CommentsSection } from "../../features/comments/components/comments-section";
import { Button } from "../../ui/button";
import { DetailPlaceholder } from "../../ui/placeholders";
import { HydratesApart } from "../../ui/hydrates-apart";

// A missing post is rare: its 404 page loads when it is needed, not with every article. A
// server-rendered 404 stays as sent until the chunk arrives; React hydrates that boundary then.
const NotFoundPage = lazy(async () => ({ default: (await import("../not-found-page")).NotFoundPage }));

/** /blog/{slug}: the article, related posts and comments; an unknown or unpublished slug is the 404 page. */
export function BlogPostPage() {
  const { t } = useTranslation("blog");
  const { slug = "" } = useParams();
  const post = usePost(slug);
  useDocumentTitle(post.data?.title);

  if (post.isPending) return <DetailPlaceholder />;
  if (post.isError) {
    if (isNotFound(post.error)) {
      return (
        <Suspense fallback={<DetailPlaceholder />}>
          <NotFoundPage />
        </Suspense>
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <BlogStateMessage
          isError
          icon={<TriangleAlert className="h-6 w-6" aria-hidden="true" />}
          title={t("post.error")}
          action={
            <Button variant="secondary" onClick={() => void post.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {t("actions.retry", { ns: "common" })}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="space-y-16 px-4 py-10 sm:px-6 sm:py-14">
      <PostArticle post={post.data} />
      <HydratesApart>
        <ArticleQuestions slug={post.data.slug} />
      </HydratesApart>
      <div className="mx-auto max-w-6xl">
        <HydratesApart>
          <RelatedPosts posts={post.data.related} />
        </HydratesApart>
      </div>
      <HydratesApart>
        <CommentsSection slug={post.data.slug} />
      </HydratesApart>
    </div>
  );
}
