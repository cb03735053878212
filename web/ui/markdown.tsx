import { useMemo, useRef, useState, type ComponentPropsWithoutRef } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { cn } from "../lib/cn";
import { getSiteOrigin } from "../lib/site-origin";

/** True for a link that leaves the site (another origin), which gets a safe `rel`. */
export function isExternalHref(href: string | undefined): boolean {
  if (!href || !/^[a-z][a-z0-9+.-]*:/i.test(href)) return false;
  try {
    const url = new URL(href);
    return url.protocol !== "mailto:" && url.origin !== getSiteOrigin();
  } catch {
    return false;
  }
}

function MarkdownLink({ node: _node, href, children, ...props }: ComponentPropsWithoutRef<"a"> & { node?: unknown }) {
  if (isExternalHref(href)) {
    return (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a {...props} href={href}>
      {children}
    </a>
  );
}

function MarkdownImage({ node: _node, alt, ...props }: ComponentPropsWithoutRef<"img"> & { node?: unknown }) {
  return <img {...props} alt={alt ?? ""} loading="lazy" decoding="async" />;
}

/** The page title is the only h1: a `#` heading in the body becomes an h2. */
function MarkdownHeading({ node: _node, ...props }: ComponentPropsWithoutRef<"h2"> & { node?: unknown }) {
  return <h2 {...props} />;
}

/** Wide code and tables scroll sideways; tabIndex lets keyboard users scroll them too. */
function MarkdownPre({ node: _node, ...props }: ComponentPropsWithoutRef<"pre"> & { node?: unknown }) {
  return <pre {...props} tabIndex={0} />;
}

function MarkdownTable({ node: _node, ...props }: ComponentPropsWithoutRef<"table"> & { node?: unknown }) {
  return (
    <div className="markdown-table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** A code block with a button that copies its text (chat answers). */
function CopyablePre({
  node: _node,
  label,
  copiedLabel,
  ...props
}: ComponentPropsWithoutRef<"pre"> & { node?: unknown; label: string; copiedLabel: string }) {
  const ref = useRef<HTMLPreElement>(null);
  const [isCopied, setIsCopied] = useState(false);
  return (
    <div className="relative">
      <button
        type="button"
        className="absolute top-2 right-2 rounded-md border border-border bg-surface px-2 py-1 text-xs text-foreground hover:border-accent"
        onClick={() => {
          void navigator.clipboard?.writeText(ref.current?.textContent ?? "").then(() => setIsCopied(true));
        }}
      >
        {isCopied ? copiedLabel : label}
      </button>
      <pre {...props} ref={ref} tabIndex={0} />
    </div>
  );
}

const COMPONENTS: Components = {
  a: MarkdownLink,
  img: MarkdownImage,
  h1: MarkdownHeading,
  pre: MarkdownPre,
  table: MarkdownTable,
};

/**
 * Renders untrusted Markdown. Raw HTML is never parsed (no rehype-raw) and rehype-sanitize
 * (GitHub's schema) drops scripts, event handlers and unsafe URL schemes, so an author or a
 * commenter cannot run code in a reader's browser.
 */
export function Markdown({
  children,
  className,
  copyCode,
}: {
  children: string;
  className?: string;
  /** Labels of a copy button on each code block; none when absent. */
  copyCode?: { label: string; copiedLabel: string };
}) {
  const label = copyCode?.label;
  const copiedLabel = copyCode?.copiedLabel ?? "";
  const components = useMemo<Components>(
    () =>
      label
        ? { ...COMPONENTS, pre: (props) => <CopyablePre {...props} label={label} copiedLabel={copiedLabel} /> }
        : COMPONENTS,
    [label, copiedLabel],
  );
  return (
    <div className={cn("markdown-body", className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
