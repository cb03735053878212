import { ChevronDown } from "lucide-react";
import { useTranslation } from "../../lib/translation/use-translation";
import { Link } from "../../lib/router";
import { Menu, MENU_ITEM_CLASS } from "../../ui/menu";
import { APPS_LINKS } from "./nav-links";

export function AppsMenu() {
  const { t } = useTranslation();
  return (
    <Menu
      triggerClassName="inline-flex cursor-pointer items-center gap-1 rounded-lg px-2 py-2 xl:px-3 text-sm font-medium text-muted hover:bg-surface-muted hover:text-foreground"
      trigger={
        <>
          {t("nav.apps")}
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        </>
      }
    >
      {(close) =>
        APPS_LINKS.map((link) => (
          <Link key={link.key} to={link.to} role="menuitem" className={MENU_ITEM_CLASS} onClick={close}>
            {t(`nav.${link.key}`)}
          </Link>
        ))
      }
    </Menu>
  );
}
