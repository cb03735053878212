import { useEffect, useState } from "react";
import { ArrowUp } from "lucide-react";
import { useTranslation } from "../../lib/translation/use-translation";

/** Spec section 9: the button appears after 300 px of scrolling. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const handleScroll = () => setIsVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    handleScroll();
    window.addEventListener("scroll", handleScroll, { passive: true });
    return () => window.removeEventListener("scroll", handleScroll);
  }, []);

  if (!isVisible) return null;
  return (
    <button
      type="button"
      aria-label={t("scrollToTop")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed bottom-6 right-6 z-40 flex h-11 w-11 cursor-pointer items-center justify-center rounded-full bg-accent text-white shadow-lg transition hover:bg-accent-hover"
    >
      <ArrowUp className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
