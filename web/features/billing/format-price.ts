import { numberFormat } from "../../lib/intl-formats";
import { useFormattedLabel } from "../../lib/formatted-labels";
import { useTranslation } from "../../lib/translation/use-translation";

/** A monthly price in euros as the language writes it ("9 €", "€9"), without decimals when whole. */
export function formatEuros(amount: number, language: string): string {
  return numberFormat(language, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** `formatEuros` in the interface language; a price the server formatted comes with the page. */
export function useFormatEuros(): (amount: number) => string {
  const { i18n } = useTranslation();
  const formattedLabel = useFormattedLabel();
  return (amount) => formattedLabel(`euros:${i18n.language}:${amount}`, () => formatEuros(amount, i18n.language));
}
