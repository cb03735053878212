import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "../../../lib/languages";
import type { ContentLoaders } from "../content-loaders";

export function useContentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

/** One app's content in the interface language, loaded once per language and kept. */
export function useTrainingContent<Content>(app: string, loaders: ContentLoaders<Content>) {
  const language = useContentLanguage();
  const query = useQuery({
    queryKey: ["training-content", app, language],
    queryFn: loaders[language],
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { language, ...query };
}
