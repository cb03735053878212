import type { ReactNode } from "react";
import type { LanguageCode } from "../lib/languages";
import { cn } from "../lib/cn";

/*
 * Drawn here rather than with flag emoji (kept in lib/languages.ts as data): Windows
 * draws no flag emoji, most systems show the Catalan tag sequence as a black flag, and Linux
 * without an emoji font shows boxes. 4:3 like the common flag sets.
 */
const FLAG_SHAPES: Record<LanguageCode, ReactNode> = {
  // Spain without the coat of arms (the civil flag): red, yellow twice as tall, red.
  es: (
    <>
      <path fill="#AA151B" d="M0 0h640v480H0z" />
      <path fill="#F1BF00" d="M0 120h640v240H0z" />
    </>
  ),
  // The senyera: nine equal stripes, four red on yellow.
  ca: (
    <>
      <path fill="#FCDD09" d="M0 0h640v480H0z" />
      <path fill="#DA121A" d="M0 53.33h640v53.34H0zM0 160h640v53.33H0zM0 266.67h640v53.33H0zM0 373.33h640v53.34H0z" />
    </>
  ),
  // The Union Flag, geometry from the flag-icons set (MIT): counterchanged red saltire.
  en: (
    <>
      <path fill="#012169" d="M0 0h640v480H0z" />
      <path fill="#FFF" d="m75 0 244 181L562 0h78v62L400 241l240 178v61h-80L320 301 81 480H0v-60l239-178L0 64V0z" />
      <path
        fill="#C8102E"
        d="m424 281 216 159v40L369 281zm-184 20 6 35L54 480H0zM640 0v3L391 191l2-44L590 0zM0 0l239 176h-60L0 42z"
      />
      <path fill="#FFF" d="M241 0v480h160V0zM0 160v160h640V160z" />
      <path fill="#C8102E" d="M0 193v96h640v-96zM273 0v480h96V0z" />
    </>
  ),
};

/** A language's flag as a small inline SVG, named for screen readers by `label`. */
export function LanguageFlag({ code, label, className }: { code: LanguageCode; label: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 640 480"
      role="img"
      aria-label={label}
      className={cn("h-[15px] w-5 shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.12)]", className)}
    >
      {FLAG_SHAPES[code]}
    </svg>
  );
}
