import { useEffect } from "react";
import { useTranslation } from "./translation/use-translation";

/** Sets the tab title to "<title> · <brand>" while the page is shown; the brand alone without one. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  const brand = t("brand.name");
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = title ? `${title} · ${brand}` : brand;
    return () => {
      document.title = previous;
    };
  }, [title, brand]);
}
