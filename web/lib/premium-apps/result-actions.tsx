import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Copy, Download, FileText, Printer } from "lucide-react";
import { Button } from "../../../ui/button";
import { saveBlobAs } from "../../../lib/save-blob-as";

/** Saves bytes or text as a file the browser downloads. */
export function downloadFile(fileName: string, content: BlobPart, type: string) {
  saveBlobAs(new Blob([content], { type }), fileName);
}

interface ResultActionsProps {
  /** The result as Markdown, built when asked (copy and the Markdown download). */
  getMarkdown: () => string;
  /** The file name without extension. */
  fileName: string;
  /** Builds the PDF when the user asks for it (the PDF library loads only then). */
  getPdf?: () => Promise<Uint8Array>;
  showMarkdownDownload?: boolean;
}

/** Copy, print, and download as Markdown and as PDF. */
export function ResultActions({ getMarkdown, fileName, getPdf, showMarkdownDownload = true }: ResultActionsProps) {
  const { t } = useTranslation("ai-apps");
  const [isBuildingPdf, setIsBuildingPdf] = useState(false);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(getMarkdown());
      toast.success(t("actions.copied"));
    } catch {
      toast.error(t("actions.copyFailed"));
    }
  };

  const handlePdf = async () => {
    if (!getPdf) return;
    setIsBuildingPdf(true);
    try {
      const bytes = await getPdf();
      downloadFile(`${fileName}.pdf`, new Uint8Array(bytes), "application/pdf");
    } catch {
      toast.error(t("actions.pdfFailed"));
    } finally {
      setIsBuildingPdf(false);
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
      {showMarkdownDownload && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => downloadFile(`${fileName}.md`, getMarkdown(), "text/markdown;charset=utf-8")}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t("actions.downloadMarkdown")}
        </Button>
      )}
      {getPdf && (
        <Button variant="secondary" size="sm" onClick={() => void handlePdf()} disabled={isBuildingPdf}>
          <FileText className="h-4 w-4" aria-hidden="true" />
          {isBuildingPdf ? t("actions.preparingPdf") : t("actions.downloadPdf")}
        </Button>
      )}
    </div>
  );
}
