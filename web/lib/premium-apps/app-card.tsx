import type { ReactNode } from "react";
import { Lock, type LucideIcon } from "lucide-react";
import { Link } from "../router";
import { useTranslation } from "../translation/use-translation";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";

interface AppCardProps {
  name: string;
  icon: LucideIcon;
  badge: string;
  path: string;
  /** Open shows the way in; otherwise a lock and a link to the app's page, which says what opens it. */
  isOpen: boolean;
  /** The card's title level: h3 under a section that has its own h2. */
  headingLevel?: "h2" | "h3";
  /** What the app does (and anything else the catalogue says about it). */
  children: ReactNode;
}

/** One app of a premium catalogue (/apps, /apps/formacion) as a card. */
export function AppCard({
  name,
  icon: Icon,
  badge,
  path,
  isOpen,
  headingLevel: Heading = "h2",
  children,
}: AppCardProps) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
        <Badge>{badge}</Badge>
      </div>
      <Heading className="text-lg font-semibold text-foreground">{name}</Heading>
      {children}
      {isOpen ? (
        <Button asChild>
          <Link to={path}>{t("appCatalogue.open", { app: name })}</Link>
        </Button>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-1 text-sm font-medium text-foreground">
            <Lock className="h-4 w-4" aria-hidden="true" />
            {t("appCatalogue.locked")}
          </p>
          {/* The app's page says what opens it: sign-in for a visitor, the plan for a lower one.
              A long app name wraps onto a second line instead of being cut by the button's height. */}
          <Button asChild variant="secondary" className="h-auto min-h-10 py-2 text-center">
            <Link to={path}>{t("appCatalogue.howToOpen", { app: name })}</Link>
          </Button>
        </div>
      )}
    </article>
  );
}
