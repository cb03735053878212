import { Link } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { UserRound } from "lucide-react";
import { useAuth } from "../../lib/auth-context";
import { Button } from "../../ui/button";
import { cn } from "../../lib/cn";

/** My account when signed in, otherwise the login button. */
export function AccountButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (user) {
    return (
      <Button asChild variant="secondary" size="sm" className={cn("whitespace-nowrap", className)}>
        <Link to="/cuenta">
          <UserRound className="h-4 w-4" aria-hidden="true" />
          {t("nav.account")}
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm" className={cn("whitespace-nowrap", className)}>
      <Link to="/login">{t("nav.login")}</Link>
    </Button>
  );
}
