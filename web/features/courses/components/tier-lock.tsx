import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Lock } from "lucide-react";
import type { CourseTier } from "../../../../contracts/courses";
import { Button } from "../../../ui/button";

/** What a learner below the course's tier (or a visitor) sees instead of the way in. */
export function TierLock({ tier, isSignedIn, returnTo }: { tier: CourseTier; isSignedIn: boolean; returnTo: string }) {
  const { t } = useTranslation("courses");
  const tierName = t(`tiers.${tier}`, { ns: "common" });
  return (
    <section
      aria-labelledby="tier-lock-title"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="tier-lock-title" className="flex items-center gap-2 text-lg font-semibold">
        <Lock className="h-5 w-5" aria-hidden="true" />
        {isSignedIn ? t("course.lockedTitle", { tier: tierName }) : t("course.signIn")}
      </h2>
      <p className="mt-2 text-sm">{isSignedIn ? t("course.lockedText", { tier: tierName }) : t("course.signInText")}</p>
      <div className="mt-4">
        {isSignedIn ? (
          <Button asChild>
            <Link to="/suscripciones">{t("course.seePlans")}</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/login" state={{ from: { pathname: returnTo } }}>
              {t("course.signIn")}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
