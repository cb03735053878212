import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Formats an ISO date as a long date in the interface language ("3 de marzo de 2025"). */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: "long" });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? "" : format.format(date);
    };
  }, [language]);
}
