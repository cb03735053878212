import { DropdownMenu } from "radix-ui";
import { Check, ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, DEFAULT_LANGUAGE } from "../../lib/languages";

/** Flag + upper-case code; on small screens the flag only (spec section 1). */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const currentCode = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  const current = LANGUAGES.find((language) => language.code === currentCode) ?? LANGUAGES[0];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`${t("language.select")}: ${current.name}`}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-foreground hover:bg-surface-muted"
      >
        <span aria-hidden="true">{current.flag}</span>
        <span className="hidden sm:inline">{current.code.toUpperCase()}</span>
        <ChevronDown className="h-3.5 w-3.5 text-muted" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-xl border border-border bg-surface p-1 shadow-lg"
        >
          {LANGUAGES.map((language) => (
            <DropdownMenu.Item
              key={language.code}
              onSelect={() => void i18n.changeLanguage(language.code)}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted"
              lang={language.code}
            >
              <span aria-hidden="true">{language.flag}</span>
              <span className="flex-1">{language.name}</span>
              {language.code === current.code && <Check className="h-4 w-4 text-accent" aria-hidden="true" />}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
