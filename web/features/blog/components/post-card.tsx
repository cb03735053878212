import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { ArrowRight, Star } from "lucide-react";
import type { TPostSummary } from "../../../../contracts/blog";
import { cn } from "../../../lib/cn";
import { PostCover } from "./post-cover";
import { PostMeta } from "./post-meta";

/** Cards sit in a grid of one, two (sm) and three (lg) columns, at most 6xl wide. */
const CARD_IMAGE_SIZES = "(min-width: 1152px) 370px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw";

interface PostCardProps {
  post: TPostSummary;
  /** The home page's featured post: a large card with the cover beside the text. */
  isFeatured?: boolean;
  headingLevel?: "h2" | "h3";
  /** Load the cover at once: the cards of the first row, where the page's largest image is. */
  isCoverEager?: boolean;
}

export function PostCard({
  post,
  isFeatured = false,
  headingLevel: Heading = "h3",
  isCoverEager = isFeatured,
}: PostCardProps) {
  const { t } = useTranslation("blog");
  const href = `/blog/${post.slug}`;
  return (
    <article
      data-testid={isFeatured ? "featured-post" : "post-card"}
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition hover:-translate-y-0.5 hover:shadow-md",
        isFeatured && "md:grid md:grid-cols-2",
      )}
    >
      <div className={cn("aspect-[16/9] overflow-hidden bg-surface-muted", isFeatured && "md:aspect-auto md:min-h-80")}>
        <PostCover
          url={post.coverImageUrl}
          alt={post.coverImageAlt}
          category={post.category}
          sizes={isFeatured ? "(min-width: 1152px) 576px, (min-width: 768px) 50vw, 100vw" : CARD_IMAGE_SIZES}
          isEager={isCoverEager}
          className="transition duration-300 group-hover:scale-[1.02]"
        />
      </div>
      <div className={cn("flex flex-1 flex-col gap-3 p-5", isFeatured && "justify-center gap-4 p-6 md:p-10")}>
        <div className="flex flex-wrap items-center gap-2">
          {isFeatured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
              <Star className="h-3.5 w-3.5" aria-hidden="true" />
              {t("card.featured")}
            </span>
          )}
          {post.category && (
            <Link
              to={`/blog/categoria/${post.category.slug}`}
              className="relative z-10 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent hover:bg-indigo-100"
            >
              {post.category.name}
            </Link>
          )}
        </div>
        <Heading
          className={cn("font-semibold leading-snug tracking-tight", isFeatured ? "text-2xl sm:text-3xl" : "text-lg")}
        >
          {/* The title's link covers the whole card; the category link sits above it. */}
          <Link
            to={href}
            className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-accent"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && (
          <p className={cn("text-muted", isFeatured ? "text-base sm:text-lg" : "line-clamp-3 text-sm")}>
            {post.excerpt}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <PostMeta publishedAt={post.publishedAt} readTime={post.readTime} />
          {isFeatured && (
            <span className="inline-flex items-center gap-1 text-sm font-medium text-accent" aria-hidden="true">
              {t("card.readMore")}
              <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" />
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
