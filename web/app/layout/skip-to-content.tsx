import { useTranslation } from "../../lib/translation/use-translation";

/** The first stop of the keyboard: a jump over the navigation to `#main`. */
export function SkipToContent() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-accent focus:px-4 focus:py-2 focus:text-white"
    >
      {t("nav.skipToContent")}
    </a>
  );
}
