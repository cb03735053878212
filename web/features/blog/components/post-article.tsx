import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { ArrowLeft } from "lucide-react";
import type { TPostDetail } from "../../../../contracts/blog";
import { getSiteOrigin } from "../../../lib/site-origin";
import { RenderedMarkdown } from "../../../ui/rendered-markdown";
import { PostCover } from "./post-cover";
import { PostMeta } from "./post-meta";
import { ShareLinks } from "./share-links";

/** A post as a reader sees it: header, cover, the body the server rendered and share links. */
export function PostArticle({ post }: { post: TPostDetail }) {
  const { t } = useTranslation("blog");
  const url = `${getSiteOrigin()}/blog/${post.slug}`;
  return (
    <article>
      <header className="mx-auto max-w-3xl">
        <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-accent">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t("post.back")}
        </Link>
        {post.category && (
          <p className="mt-6">
            <Link
              to={`/blog/categoria/${post.category.slug}`}
              className="rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent hover:bg-indigo-100"
            >
              {post.category.name}
            </Link>
          </p>
        )}
        <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-foreground sm:text-5xl">
          {post.title}
        </h1>
        {post.excerpt && <p className="mt-4 text-lg text-muted sm:text-xl">{post.excerpt}</p>}
        <PostMeta publishedAt={post.publishedAt} readTime={post.readTime} className="mt-6" />
      </header>
      {post.coverImageUrl && (
        <figure className="mx-auto mt-8 max-w-4xl overflow-hidden rounded-2xl bg-surface-muted">
          <PostCover
            url={post.coverImageUrl}
            alt={post.coverImageAlt}
            category={post.category}
            sizes="(min-width: 896px) 896px, 100vw"
            isEager
            className="aspect-[16/9]"
          />
        </figure>
      )}
      <RenderedMarkdown className="mx-auto mt-10 max-w-3xl" html={post.contentHtml} />
      <footer className="mx-auto mt-12 max-w-3xl border-t border-border pt-6">
        <ShareLinks url={url} title={post.title} />
      </footer>
    </article>
  );
}
