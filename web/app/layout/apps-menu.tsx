import { DropdownMenu } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { APPS_LINKS } from "./nav-links";

export function AppsMenu() {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-surface-muted hover:text-foreground">
        {t("nav.apps")}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content sideOffset={6} className="z-50 min-w-48 rounded-xl border border-border bg-surface p-1 shadow-lg">
          {APPS_LINKS.map((link) => (
            <DropdownMenu.Item key={link.key} asChild>
              <Link
                to={link.to}
                className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted"
              >
                {t(`nav.${link.key}`)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
