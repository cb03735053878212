import { useTranslation } from "../../../lib/translation/use-translation";
import type { TPostStatus } from "../../../../contracts/blog";
import { StatusBadge, type StatusTone } from "./status-badge";

const TONE: Record<TPostStatus, StatusTone> = { published: "green", scheduled: "indigo", draft: "slate" };

export function PostStatusBadge({ status }: { status: TPostStatus }) {
  const { t } = useTranslation("admin-blog");
  return <StatusBadge tone={TONE[status]}>{t(`posts.status.${status}`)}</StatusBadge>;
}
