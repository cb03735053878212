import { createContext, createElement, useContext, useEffect, type ReactNode } from "react";
import { useTranslation } from "./translation/use-translation";

/** Told the page's title by a server render, for the served HTML's <title> (web/entry-server.tsx). */
export type RecordTitle = (title: string) => void;

const RecordTitleContext = createContext<RecordTitle | null>(null);

export function RecordTitleProvider({ record, children }: { record: RecordTitle; children: ReactNode }) {
  return createElement(RecordTitleContext.Provider, { value: record }, children);
}

/**
 * Sets the tab title to "<title> · <brand>" while the page is shown; the site's own title for an
 * empty title (the home page); nothing while it is undefined (still loading). One call per page:
 * on the server the last title rendered is the one served.
 */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  const siteTitle = t("brand.siteTitle");
  const fullTitle = title === undefined ? undefined : title ? `${title} · ${t("brand.name")}` : siteTitle;
  const recordTitle = useContext(RecordTitleContext);
  // Effects do not run on the server: the render itself tells it.
  if (recordTitle && fullTitle !== undefined) recordTitle(fullTitle);
  useEffect(() => {
    if (fullTitle === undefined) return;
    document.title = fullTitle;
    // Back to the site's title, not the one found: a served page's <title> is already its own.
    return () => {
      document.title = siteTitle;
    };
  }, [fullTitle, siteTitle]);
}

/** A back-office page's tab title: "<section> · Administración · <brand>". */
export function useBackOfficeTitle(section: string | undefined) {
  const { t } = useTranslation();
  useDocumentTitle(section === undefined ? undefined : `${section} · ${t("admin.title")}`);
}
