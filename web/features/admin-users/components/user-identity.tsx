import { useTranslation } from "../../../lib/translation/use-translation";
import { ShieldCheck } from "lucide-react";
import type { TAdminUser } from "../../../../contracts/admin-users";
import { Badge } from "../../../ui/badge";
import { EmailAddress } from "../../../ui/email-address";

/** E-mail, admin badge, display name and whether the e-mail is confirmed. */
export function UserIdentity({ user }: { user: TAdminUser }) {
  const { t } = useTranslation("admin-users");
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2 font-medium">
        <EmailAddress address={user.email} />
        {user.is_admin && (
          <Badge className="gap-1 px-2 py-0.5">
            <ShieldCheck className="h-3 w-3" aria-hidden="true" />
            {t("users.admin")}
          </Badge>
        )}
      </div>
      <div className="text-xs text-muted">
        {user.display_name}
        {!user.email_confirmed_at && ` · ${t("users.unconfirmed")}`}
      </div>
    </div>
  );
}
