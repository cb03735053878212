import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Check, Copy } from "lucide-react";
import { RowActionButton } from "../../../ui/row-actions";

const COPIED_FOR_MS = 1500;

export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation("admin-users");
  const [isCopied, setIsCopied] = useState(false);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setIsCopied(true);
      toast.success(t("codes.copied"), { description: code });
      window.setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    } catch {
      toast.error(t("codes.copyFailed"));
    }
  };

  return (
    <RowActionButton
      icon={isCopied ? Check : Copy}
      text={t("codes.copyShort")}
      aria-label={t("codes.copy", { code })}
      onClick={() => void handleCopy()}
    />
  );
}
