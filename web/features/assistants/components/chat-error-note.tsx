import { DAILY_AI_QUERIES, liveTierOf, TIERS, type Tier } from "../../../../contracts/tiers";
import type { ShownChatError } from "../../../lib/ai/chat-error";
import { useAuth } from "../../../lib/auth-context";
import { dateTimeFormat } from "../../../lib/intl-formats";
import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";

/** A chat refusal in words; past the daily limit, the way to a plan with more queries when there is one. */
export function ChatErrorNote({ error }: { error: ShownChatError }) {
  const { t, i18n } = useTranslation("assistants");
  const { isAdmin, subscription } = useAuth();
  const resetTime = error.resetsAt
    ? dateTimeFormat(i18n.language, { hour: "2-digit", minute: "2-digit" }).format(new Date(error.resetsAt))
    : "";
  const offersLargerPlan =
    error.code === "daily_quota_reached" && !isAdmin && hasLargerDailyQuota(liveTierOf(subscription));
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      {t(`errors.${error.code}`, { time: resetTime })}
      {offersLargerPlan && (
        <>
          {" "}
          <Link to="/suscripciones" className="font-medium underline hover:no-underline">
            {t("chat.quotaUpgrade")}
          </Link>
        </>
      )}
    </p>
  );
}

/** Whether some plan of the tier table gives more daily queries than this one (null is unlimited). */
function hasLargerDailyQuota(tier: Tier): boolean {
  const own = DAILY_AI_QUERIES[tier];
  if (own === null) return false;
  return TIERS.some((other) => {
    const queries = DAILY_AI_QUERIES[other];
    return queries === null || queries > own;
  });
}
