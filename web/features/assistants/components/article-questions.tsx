import { lazy, Suspense, useState } from "react";
import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { MessageSquare } from "lucide-react";
import { useAuth } from "../../../lib/auth-context";
import { Button } from "../../../ui/button";

// The chat (AI SDK, Markdown) loads only when a reader opens it, not with every article.
const ArticleChat = lazy(async () => ({ default: (await import("./article-chat")).ArticleChat }));

interface ArticleQuestionsProps {
  slug: string;
  /** Another text to ask about (a lesson): its chat endpoint, heading, intro and page. */
  chatApi?: string;
  title?: string;
  text?: string;
  openLabel?: string;
  returnTo?: string;
}

/** "Preguntar sobre este artículo": signed-in readers ask; visitors are invited to sign in. */
export function ArticleQuestions({ slug, chatApi, title, text, openLabel, returnTo }: ArticleQuestionsProps) {
  // Its texts live in the blog's catalogue, which a post loads anyway: the assistants' catalogue
  // comes with the chat when a reader opens it.
  const { t } = useTranslation("blog");
  const { user } = useAuth();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <section
      aria-labelledby="article-questions-title"
      className="below-fold mx-auto max-w-3xl rounded-2xl border border-border bg-surface p-6 shadow-sm"
    >
      <h2 id="article-questions-title" className="flex items-center gap-2 text-xl font-semibold text-foreground">
        <MessageSquare className="h-5 w-5 text-accent" aria-hidden="true" />
        {title ?? t("article.title")}
      </h2>
      <p className="mt-2 text-sm text-muted">{text ?? t("article.text")}</p>
      <div className="mt-4">
        {!user ? (
          <Button asChild variant="secondary">
            <Link to="/login" state={{ from: { pathname: returnTo ?? `/blog/${slug}` } }}>
              {t("article.signIn")}
            </Link>
          </Button>
        ) : isOpen ? (
          <Suspense fallback={null}>
            <ArticleChat slug={slug} api={chatApi} />
          </Suspense>
        ) : (
          <Button onClick={() => setIsOpen(true)}>{openLabel ?? t("article.open")}</Button>
        )}
      </div>
    </section>
  );
}
