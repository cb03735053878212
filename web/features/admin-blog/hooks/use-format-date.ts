import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** A short date and time in the interface language, for back-office lists. */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? "" : format.format(date);
    };
  }, [language]);
}
