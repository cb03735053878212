import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Download, FileArchive } from "lucide-react";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { useExportData } from "../api/account-data";

/** GDPR access: everything stored about the user, as JSON, or as a ZIP with the chat files too. */
export function DataExportCard() {
  const { t } = useTranslation("account");
  const exportData = useExportData();
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t("export.title")}</h2>
      <p className="mt-1 text-sm text-muted">{t("export.text")}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={exportData.isPending}
          onClick={() => exportData.mutate("json", { onError: () => toast.error(t("export.error")) })}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t("export.action")}
        </Button>
        <Button
          variant="secondary"
          disabled={exportData.isPending}
          onClick={() => exportData.mutate("zip", { onError: () => toast.error(t("export.error")) })}
        >
          <FileArchive className="h-4 w-4" aria-hidden="true" />
          {t("export.zipAction")}
        </Button>
      </div>
    </Card>
  );
}
