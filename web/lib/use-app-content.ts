import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api";
import { useAuth } from "./auth-context";
import { useTranslation } from "./translation/use-translation";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "./languages";

/**
 * Each app's content in each language is its own chunk, fetched when the app opens in that
 * language: a visitor's first page never downloads it, and a Catalan reader never downloads
 * the Spanish and English texts.
 */
export type ContentLoaders<Content> = Record<LanguageCode, () => Promise<Content>>;

export function useContentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

/** One app's content in the interface language, loaded once per language and kept. */
export function useAppContent<Content>(app: string, loaders: ContentLoaders<Content>) {
  const language = useContentLanguage();
  const query = useQuery({
    queryKey: ["app-content", app, language],
    queryFn: loaders[language],
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { language, ...query };
}

/**
 * A premium app's words in the interface language, fetched from the API (which checks the plan
 * first) instead of shipped in the public bundle; kept per language and user once loaded.
 */
export function usePremiumContent<Content>(path: string) {
  const language = useContentLanguage();
  const { user, getAccessToken } = useAuth();
  const query = useQuery({
    queryKey: ["app-content", path, language, user?.id ?? null],
    queryFn: async ({ signal }) =>
      apiFetch<Content>(`${path}?lng=${language}`, { signal, accessToken: await getAccessToken() }),
    enabled: Boolean(user),
    staleTime: Infinity,
  });
  return { language, ...query };
}
