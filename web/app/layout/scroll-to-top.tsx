import { useEffect, useState } from "react";
import { ArrowUp } from "lucide-react";
import { useTranslation } from "../../lib/translation/use-translation";

/** The button appears after 300 px of scrolling (docs/product.md, "Home page and blog"). */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/** The button's size and its distance from the window's corner (h-11 w-11, bottom-6 right-6). */
const BUTTON_SIZE_PX = 44;
const CORNER_GAP_PX = 24;
const CONTROLS = "a, button, input, select, textarea, label, [role='button']";

export function ScrollToTop() {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const handleScroll = () => setIsVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX && !isControlUnderButton());
    handleScroll();
    window.addEventListener("scroll", handleScroll, { passive: true });
    window.addEventListener("resize", handleScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", handleScroll);
      window.removeEventListener("resize", handleScroll);
    };
  }, []);

  if (!isVisible) return null;
  return (
    <button
      type="button"
      data-scroll-to-top
      aria-label={t("scrollToTop")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed bottom-6 right-6 z-40 flex h-11 w-11 cursor-pointer items-center justify-center rounded-full bg-accent text-white shadow-lg transition hover:bg-accent-hover"
    >
      <ArrowUp className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}

/**
 * True when a link, button or field of the page lies where the floating button sits (a password
 * field's eye icon at 360 px): the button steps aside rather than cover something to press.
 */
export function isControlUnderButton(): boolean {
  if (typeof document.elementsFromPoint !== "function") return false;
  const right = window.innerWidth - CORNER_GAP_PX;
  const bottom = window.innerHeight - CORNER_GAP_PX;
  const points = [
    [right - BUTTON_SIZE_PX / 2, bottom - BUTTON_SIZE_PX / 2],
    [right - BUTTON_SIZE_PX, bottom - BUTTON_SIZE_PX],
    [right, bottom - BUTTON_SIZE_PX],
    [right - BUTTON_SIZE_PX, bottom],
    [right, bottom],
  ] as const;
  return points.some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some((element) => !element.closest("[data-scroll-to-top]") && element.closest(CONTROLS) !== null),
  );
}
