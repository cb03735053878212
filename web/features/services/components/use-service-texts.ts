import { useTranslation } from "../../../lib/translation/use-translation";
import type es from "../../../../i18n/locales/es/services.json";

export type ServiceTexts = (typeof es.items)[keyof typeof es.items];

/** The texts of every service in the current language (i18n/locales/<lang>/services.json). */
export function useServiceTexts(): Record<string, ServiceTexts | undefined> {
  const { t } = useTranslation("services");
  return t("items", { returnObjects: true });
}
