import { useTranslation } from "react-i18next";

/** A medium date in the interface language, or `empty` when there is none. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string | null, empty: string) =>
    iso ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: "medium" }) : empty;
}
