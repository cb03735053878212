import { Paperclip } from "lucide-react";
import { TIER_INCLUDES, TIERS, type Tier } from "../../../../contracts/tiers";
import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";

/** The lowest plan the tier table lets upload files. */
const FIRST_UPLOADING_TIER = TIERS.find((tier) => TIER_INCLUDES[tier].attachmentsPerMessage !== 0);

/** Why there is no attach button: the caller's plan uploads nothing; which plan does, and the way there. */
export function AttachmentsNotInPlan({ tier }: { tier: Tier }) {
  const { t } = useTranslation("assistants");
  if (!FIRST_UPLOADING_TIER) return null;
  return (
    <p className="flex items-start gap-2 text-xs text-muted">
      <Paperclip className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span>
        <span>
          {t("chat.attachNotInPlan", {
            plan: t(`tiers.${tier}`, { ns: "common" }),
            tier: t(`tiers.${FIRST_UPLOADING_TIER}`, { ns: "common" }),
          })}
        </span>{" "}
        <Link to="/suscripciones" className="font-medium text-accent hover:underline">
          {t("catalogue.upgrade")}
        </Link>
      </span>
    </p>
  );
}
