import type { ReactNode } from "react";
import { Lock } from "lucide-react";
import type { Tier } from "../../../../contracts/tiers";
import { TierIncludesList } from "./tier-includes-list";
import { useAuth } from "../../../lib/auth-context";
import { Link, useLocation } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";

/** What opens a locked page: the plan and what it includes (the tier table's lines), and sign-in for a visitor. */
export function UpgradeScreen({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const location = useLocation();
  const plan = t(`tiers.${tier}`);
  return (
    <GateMessage icon={<Lock className="h-7 w-7" aria-hidden="true" />} title={t("guard.upgradeTitle")}>
      <p>{t(user ? "guard.upgradeText" : "guard.signInText", { tier: plan })}</p>
      <div className="w-full rounded-2xl border border-border bg-surface p-4 text-left text-foreground">
        <h2 className="text-sm font-semibold">{t("guard.planIncludes", { tier: plan })}</h2>
        <TierIncludesList tier={tier} className="mt-3" />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {!user && (
          <Button asChild size="lg">
            <Link to="/login" state={{ from: location }}>
              {t("guard.signIn")}
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant={user ? "primary" : "secondary"}>
          <Link to="/suscripciones">{t("guard.upgradeCta")}</Link>
        </Button>
      </div>
    </GateMessage>
  );
}

export function GateMessage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-20 text-center text-muted">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">{icon}</span>
      <h1 className="text-2xl font-bold text-foreground">{title}</h1>
      {children}
    </section>
  );
}
