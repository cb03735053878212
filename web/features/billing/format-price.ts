/** A monthly price in euros as the language writes it ("9 €", "€9"), without decimals when whole. */
export function formatEuros(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
