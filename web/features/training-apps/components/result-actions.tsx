import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Copy, Download, Printer } from "lucide-react";
import { Button } from "../../../ui/button";
import { saveBlobAs } from "../../../lib/save-blob-as";

/** Saves a text as a file the browser downloads. */
export function downloadText(fileName: string, text: string, type = "text/markdown") {
  saveBlobAs(new Blob([text], { type: `${type};charset=utf-8` }), fileName);
}

/** Copy, print and download for a result; `getText` builds the Markdown when asked. */
export function ResultActions({ getText, fileName }: { getText: () => string; fileName: string }) {
  const { t } = useTranslation("training");

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(getText());
      toast.success(t("actions.copied"));
    } catch {
      toast.error(t("actions.copyFailed"));
    }
  };

  return (
    <div className="flex flex-wrap gap-2" data-print-hide>
      <Button variant="secondary" size="sm" onClick={() => void handleCopy()}>
        <Copy className="h-4 w-4" aria-hidden="true" />
        {t("actions.copy")}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => window.print()}>
        <Printer className="h-4 w-4" aria-hidden="true" />
        {t("actions.print")}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => downloadText(fileName, getText())}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {t("actions.download")}
      </Button>
    </div>
  );
}
