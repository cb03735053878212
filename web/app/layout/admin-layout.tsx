import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { Menu, X } from "lucide-react";
import { Button } from "../../ui/button";
import { cn } from "../../lib/cn";
import { AdminBrand, AdminSidebarLinks } from "./admin-sidebar";
import { LanguageSelector } from "./language-selector";
import { SkipToContent } from "./skip-to-content";

/**
 * The back office's own frame (Ghost's admin as reference): a sidebar of sections and a content
 * area using the width the public site gives its reading column. Under 1024 px the sidebar folds
 * into a menu under a top bar; any navigation or Escape folds it again.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so a navigation closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const isMenuOpen = openOnPath === pathname;
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOnPath(null);
      menuButtonRef.current?.focus();
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, [isMenuOpen]);

  return (
    <div className="min-h-screen lg:flex">
      <SkipToContent />
      <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-border bg-surface px-4 lg:hidden">
        <AdminBrand />
        <div className="ml-auto flex items-center gap-1">
          <LanguageSelector />
          <Button
            ref={menuButtonRef}
            variant="ghost"
            size="icon"
            aria-label={isMenuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            aria-expanded={isMenuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setOpenOnPath(isMenuOpen ? null : pathname)}
          >
            {isMenuOpen ? (
              <X className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Menu className="h-5 w-5" aria-hidden="true" />
            )}
          </Button>
        </div>
      </header>
      <aside
        id="admin-sidebar"
        className={cn(
          "bg-surface-muted max-lg:fixed max-lg:inset-x-0 max-lg:top-14 max-lg:bottom-0 max-lg:z-30 max-lg:overflow-y-auto",
          "lg:block lg:w-60 lg:shrink-0 lg:border-r lg:border-border",
          isMenuOpen ? "block" : "hidden",
        )}
      >
        <div className="flex min-h-full flex-col lg:sticky lg:top-0 lg:h-screen lg:min-h-0 lg:overflow-y-auto">
          <div className="hidden px-4 pt-5 lg:block">
            <AdminBrand />
          </div>
          <AdminSidebarLinks />
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <div className="mx-auto max-w-7xl">{children}</div>
      </main>
    </div>
  );
}
