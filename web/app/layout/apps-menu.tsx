import { useId } from "react";
import { ChevronDown } from "lucide-react";
import { useTranslation } from "../../lib/translation/use-translation";
import { Link } from "../../lib/router";
import { cn } from "../../lib/cn";
import { Menu, MENU_ITEM_CLASS } from "../../ui/menu";
import { APPS_LINKS, TOOL_LINKS } from "./nav-links";

/** The apps, then the paid AI tools under their own heading. */
export function AppsMenu() {
  const { t } = useTranslation();
  const toolsHeadingId = useId();
  return (
    <Menu
      align="end"
      triggerClassName="inline-flex cursor-pointer items-center gap-1 rounded-lg px-2 py-2 xl:px-3 text-sm font-medium text-muted hover:bg-surface-muted hover:text-foreground"
      trigger={
        <>
          {t("nav.apps")}
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        </>
      }
    >
      {(close) => (
        <>
          {APPS_LINKS.map((link) => (
            <Link key={link.key} to={link.to} role="menuitem" className={MENU_ITEM_CLASS} onClick={close}>
              {t(`nav.${link.key}`)}
            </Link>
          ))}
          <div role="separator" className="my-1 h-px bg-border" />
          <div role="group" aria-labelledby={toolsHeadingId}>
            <p
              id={toolsHeadingId}
              className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase"
            >
              {t("nav.aiTools")}
            </p>
            {TOOL_LINKS.map((link) => (
              <Link
                key={link.key}
                to={link.to}
                role="menuitem"
                className={cn(MENU_ITEM_CLASS, "whitespace-nowrap")}
                onClick={close}
              >
                {t(`nav.tools.${link.key}`)}
              </Link>
            ))}
          </div>
        </>
      )}
    </Menu>
  );
}
