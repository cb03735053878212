import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Check, Copy } from "lucide-react";
import { Button } from "../../../ui/button";

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
    <Button
      variant="ghost"
      size="icon"
      aria-label={t("codes.copy", { code })}
      title={t("codes.copy", { code })}
      onClick={() => void handleCopy()}
    >
      {isCopied ? (
        <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" />
      ) : (
        <Copy className="h-4 w-4" aria-hidden="true" />
      )}
    </Button>
  );
}
