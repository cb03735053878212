import { useEffect } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";

/** Sets the tab title to "<section> · Blog · <admin> · <brand>" while the back-office page is shown. */
export function useAdminDocumentTitle(section: string) {
  const { t } = useTranslation();
  const suffix = `${t("admin.blog")} · ${t("admin.title")} · ${t("brand.name")}`;
  useEffect(() => {
    const previous = document.title;
    document.title = `${section} · ${suffix}`;
    return () => {
      document.title = previous;
    };
  }, [section, suffix]);
}
