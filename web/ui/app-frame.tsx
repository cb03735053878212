import type { ReactNode } from "react";
import { Link } from "../lib/router";
import { ArrowLeft } from "lucide-react";
import { cn } from "../lib/cn";
import { PageHeader } from "./page-header";
import { useDocumentTitle } from "../lib/use-document-title";

export interface AppFrameContent {
  title: string;
  description: string;
  children: ReactNode;
}

/**
 * The page around an app: the way back to its catalogue, the title and the app.
 * `className` names the app family (its print style sheet is scoped by that class) and its width.
 */
export function AppFrame({
  backTo,
  backLabel,
  className,
  title,
  description,
  children,
}: AppFrameContent & { backTo: string; backLabel: string; className: string }) {
  useDocumentTitle(title);
  return (
    <div className={cn("mx-auto px-4 py-8 sm:px-6 sm:py-10", className)}>
      <Link
        to={backTo}
        data-print-hide
        className="mb-6 inline-flex items-center gap-1 rounded text-sm font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {backLabel}
      </Link>
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}
