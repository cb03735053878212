import { cn } from "../lib/cn";

/**
 * A Markdown body the server rendered and sanitized when it was saved (server/markdown): the page
 * inserts that HTML as is and loads no Markdown pipeline. Only ever pass an API's `contentHtml`.
 */
export function RenderedMarkdown({ html, className }: { html: string; className?: string }) {
  return <div className={cn("markdown-body", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
