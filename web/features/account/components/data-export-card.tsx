import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Download } from "lucide-react";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { useExportData } from "../api/account-data";

/** GDPR access: everything stored about the user, as one JSON file. */
export function DataExportCard() {
  const { t } = useTranslation("account");
  const exportData = useExportData();
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t("export.title")}</h2>
      <p className="mt-1 text-sm text-muted">{t("export.text")}</p>
      <Button
        variant="secondary"
        className="mt-4"
        disabled={exportData.isPending}
        onClick={() => exportData.mutate(undefined, { onError: () => toast.error(t("export.error")) })}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {t("export.action")}
      </Button>
    </Card>
  );
}
