import { useState } from "react";
import { Eye } from "lucide-react";
import type { TOutboxEmail } from "../../../../contracts/admin-users";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Dialog, DialogContent, DialogTrigger } from "../../../ui/dialog";
import { RowActionButton } from "../../../ui/row-actions";

/** One message as it was written: the text and, while it may still work, its link. */
export function OutboxMessageDialog({ email }: { email: TOutboxEmail }) {
  const { t } = useTranslation("admin-users");
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <RowActionButton icon={Eye} text={t("outbox.read")} aria-label={t("outbox.readOf", { to: email.to })} />
      </DialogTrigger>
      <DialogContent title={email.subject} description={t("outbox.to", { to: email.to })}>
        <pre className="max-h-80 overflow-y-auto whitespace-pre-wrap break-words rounded-xl bg-surface-muted p-4 font-sans text-sm">
          {email.text}
        </pre>
        {email.link && (
          <p className="mt-4 text-sm">
            <span className="font-medium">{t("outbox.link")}: </span>
            <a href={email.link} className="break-all text-primary underline" rel="noopener noreferrer">
              {email.link}
            </a>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
