import { Check, ChevronDown } from "lucide-react";
import { useTranslation } from "../../lib/translation/use-translation";
import { LANGUAGES, DEFAULT_LANGUAGE } from "../../lib/languages";
import { Menu, MENU_ITEM_CLASS } from "../../ui/menu";
import { LanguageFlag } from "../../ui/language-flag";

/** Flag + upper-case code; on small screens the flag only (docs/product.md, "Languages"). */
export function LanguageSelector({ side, align = "end" }: { side?: "bottom" | "top"; align?: "start" | "end" }) {
  const { t, i18n } = useTranslation();
  const currentCode = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  const current = LANGUAGES.find((language) => language.code === currentCode) ?? LANGUAGES[0];
  return (
    <Menu
      align={align}
      side={side}
      // The visible code ("ES") is part of the name, as label-content-name-mismatch asks.
      label={`${t("language.select")}: ${current.name} (${current.code.toUpperCase()})`}
      triggerClassName="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-foreground hover:bg-surface-muted"
      trigger={
        <>
          <LanguageFlag code={current.code} label={t(`language.flags.${current.code}`)} />
          <span aria-hidden="true" className="hidden sm:inline">
            {current.code.toUpperCase()}
          </span>
          <ChevronDown className="h-3.5 w-3.5 text-muted" aria-hidden="true" />
        </>
      }
    >
      {(close) =>
        LANGUAGES.map((language) => (
          <button
            key={language.code}
            type="button"
            role="menuitem"
            className={MENU_ITEM_CLASS}
            onClick={() => {
              close();
              void i18n.changeLanguage(language.code);
            }}
          >
            <LanguageFlag code={language.code} label={t(`language.flags.${language.code}`)} />
            {/* The name in its own language; the flag's label is in the interface's. */}
            <span lang={language.code} className="flex-1">
              {language.name}
            </span>
            {language.code === current.code && <Check className="h-4 w-4 text-accent" aria-hidden="true" />}
          </button>
        ))
      }
    </Menu>
  );
}
