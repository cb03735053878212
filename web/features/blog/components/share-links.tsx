import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Link2, Mail } from "lucide-react";

const ITEM =
  "inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-full border border-border bg-surface text-muted transition hover:border-accent hover:text-accent";

/** Brand marks (Simple Icons, CC0): lucide ships no brand icons. */
function XLogo() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  );
}

function LinkedInLogo() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
      <path d="M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433a2.062 2.062 0 1 1 0-4.125 2.062 2.062 0 0 1 0 4.125zM7.119 20.452H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z" />
    </svg>
  );
}

/** Builds the share addresses of a post (X, LinkedIn, e-mail). */
export function buildShareLinks(url: string, title: string) {
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  return {
    x: `https://x.com/intent/post?text=${encodedTitle}&url=${encodedUrl}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    email: `mailto:?subject=${encodedTitle}&body=${encodedTitle}%0A%0A${encodedUrl}`,
  };
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("blog");
  const links = buildShareLinks(url, title);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("post.share.copied"));
    } catch {
      toast.error(t("post.share.copyFailed"));
    }
  };

  const external = (href: string, label: string, icon: ReactNode) => (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} className={ITEM}>
      {icon}
    </a>
  );

  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-medium text-foreground">{t("post.share.title")}</span>
      {external(links.x, t("post.share.x"), <XLogo />)}
      {external(links.linkedin, t("post.share.linkedin"), <LinkedInLogo />)}
      <a href={links.email} aria-label={t("post.share.email")} title={t("post.share.email")} className={ITEM}>
        <Mail className="h-4 w-4" aria-hidden="true" />
      </a>
      <button
        type="button"
        onClick={() => void handleCopy()}
        aria-label={t("post.share.copy")}
        title={t("post.share.copy")}
        className={ITEM}
      >
        <Link2 className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
