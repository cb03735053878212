import { useMemo } from "react";
import { useTranslation } from "./translation/use-translation";
import { dateTimeFormat } from "./intl-formats";
import { useFormattedLabel } from "./formatted-labels";

const STYLES = {
  /** "3 de marzo de 2025" */
  date: { dateStyle: "long" },
  /** "3 mar 2025" */
  mediumDate: { dateStyle: "medium" },
  /** "3 mar 2025, 10:00" */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Formats ISO dates in the interface language; an unreadable date becomes "". A label the server
 * formatted is reused only where the reader's clock is at the server's UTC offset: a reader in
 * another time zone gets their own local label, as before.
 */
export function useFormatDate(style: keyof typeof STYLES): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formattedLabel = useFormattedLabel();
  return useMemo(
    () => (iso: string) => {
      const date = new Date(iso);
      return formattedLabel(`date:${style}:${language}:${iso}:${date.getTimezoneOffset()}`, () =>
        Number.isNaN(date.getTime()) ? "" : dateTimeFormat(language, STYLES[style]).format(date),
      );
    },
    [formattedLabel, language, style],
  );
}
