import { useState } from "react";
import { Copy, Download, FileText, Printer } from "lucide-react";
import { useTranslation } from "../translation/use-translation";
import { saveBlobAs } from "../save-blob-as";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";

/** Saves bytes or text as a file the browser downloads. */
export function downloadFile(fileName: string, content: BlobPart, type: string) {
  saveBlobAs(new Blob([content], { type }), fileName);
}

/** Saves Markdown as a `.md` file the browser downloads. */
export function downloadMarkdown(fileName: string, markdown: string) {
  downloadFile(`${fileName}.md`, markdown, "text/markdown;charset=utf-8");
}

interface ResultActionsProps {
  /** The result as Markdown, built when asked (copy and the Markdown download). */
  getMarkdown: () => string;
  /** The file name without extension. */
  fileName: string;
  /** Builds the PDF when the user asks for it (the PDF library loads only then). */
  getPdf?: () => Promise<Uint8Array>;
}

/** What a premium app's result offers: copy, print, download as Markdown and, where built, as PDF. */
export function ResultActions({ getMarkdown, fileName, getPdf }: ResultActionsProps) {
  const { t } = useTranslation();
  const [isBuildingPdf, setIsBuildingPdf] = useState(false);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(getMarkdown());
      toast.success(t("resultActions.copied"));
    } catch {
      toast.error(t("resultActions.copyFailed"));
    }
  };

  const handlePdf = async () => {
    if (!getPdf) return;
    setIsBuildingPdf(true);
    try {
      const bytes = await getPdf();
      downloadFile(`${fileName}.pdf`, new Uint8Array(bytes), "application/pdf");
    } catch {
      toast.error(t("resultActions.pdfFailed"));
    } finally {
      setIsBuildingPdf(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2" data-print-hide>
      <Button variant="secondary" size="sm" onClick={() => void handleCopy()}>
        <Copy className="h-4 w-4" aria-hidden="true" />
        {t("resultActions.copy")}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => window.print()}>
        <Printer className="h-4 w-4" aria-hidden="true" />
        {t("resultActions.print")}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => downloadMarkdown(fileName, getMarkdown())}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {t("resultActions.downloadMarkdown")}
      </Button>
      {getPdf && (
        <Button variant="secondary" size="sm" onClick={() => void handlePdf()} disabled={isBuildingPdf}>
          <FileText className="h-4 w-4" aria-hidden="true" />
          {isBuildingPdf ? t("resultActions.preparingPdf") : t("resultActions.downloadPdf")}
        </Button>
      )}
    </div>
  );
}
