import { useTranslation } from "../../../lib/translation/use-translation";
import type { TPostSummary } from "../../../../contracts/blog";
import { PostCard } from "./post-card";

export function RelatedPosts({ posts }: { posts: TPostSummary[] }) {
  const { t } = useTranslation("blog");
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-title" className="below-fold border-t border-border pt-10">
      <h2 id="related-posts-title" className="text-2xl font-bold tracking-tight">
        {t("post.related")}
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
    </section>
  );
}
