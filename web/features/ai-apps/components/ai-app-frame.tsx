import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowLeft } from "lucide-react";
import { PUBLIC_PATHS } from "../../../../contracts/routes";
import { PageHeader } from "../../../ui/page-header";
import "../print.css";

/** The page around every AI app: the way back to /apps, the title and the app. */
export function AiAppFrame({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const { t } = useTranslation("ai-apps");
  return (
    <div className="ai-app mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to={PUBLIC_PATHS.apps}
        data-print-hide
        className="mb-6 inline-flex items-center gap-1 rounded text-sm font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("frame.back")}
      </Link>
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}
