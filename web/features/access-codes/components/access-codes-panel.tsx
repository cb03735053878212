import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Download, Ticket } from "lucide-react";
import { Button } from "../../../ui/button";
import { ListEmpty, ListError, ListSkeleton } from "../../../ui/list-states";
import { Pagination } from "../../../ui/pagination";
import { useAccessCodes } from "../api/list-access-codes";
import { AccessCodesTable } from "./access-codes-table";
import { buildCodesCsv, downloadCsv } from "./codes-csv";
import { GenerateCodesDialog } from "./generate-codes-dialog";

const CODES_PER_PAGE = 20;

/** The list of codes with generation and CSV export; the API answers all codes at once. */
export function AccessCodesPanel() {
  const { t } = useTranslation("admin-users");
  const { data, isPending, isError, refetch } = useAccessCodes();
  const [page, setPage] = useState(1);
  const codes = data?.codes ?? [];
  const pageCount = Math.max(1, Math.ceil(codes.length / CODES_PER_PAGE));
  const currentPage = Math.min(page, pageCount);
  const visible = codes.slice((currentPage - 1) * CODES_PER_PAGE, currentPage * CODES_PER_PAGE);

  const handleExport = () => {
    const day = new Date().toISOString().slice(0, 10);
    downloadCsv(buildCodesCsv(codes), `${t("codes.csv.filename")}-${day}.csv`);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={codes.length === 0} onClick={handleExport}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t("codes.exportCsv")}
        </Button>
        <GenerateCodesDialog />
      </div>
      {isPending && <ListSkeleton />}
      {isError && <ListError message={t("codes.loadError")} onRetry={() => void refetch()} />}
      {data && codes.length === 0 && <ListEmpty icon={Ticket}>{t("codes.empty")}</ListEmpty>}
      {visible.length > 0 && <AccessCodesTable codes={visible} />}
      <Pagination page={currentPage} pageCount={pageCount} onPageChange={setPage} />
    </div>
  );
}
