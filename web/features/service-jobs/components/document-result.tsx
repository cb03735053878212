import type { TDocumentResult } from "../../../../contracts/documents";
import type { TServiceJob } from "../../../../contracts/service-jobs";
import { useTranslation } from "../../../lib/translation/use-translation";
import { JobDownloads } from "./job-downloads";

/** A finished document job: the view of its task and its downloads. */
export function DocumentResult({ job }: { job: TServiceJob }) {
  const { t } = useTranslation("service-jobs");
  const result = job.result as TDocumentResult;
  const base = (job.fileName ?? "documento").replace(/\.[^.]*$/, "");
  const downloads = [
    { file: "result.md", saveAs: `${base}-resultado.md`, label: t("document.downloadMd") },
    ...(result.task === "extract"
      ? [{ file: "fields.csv", saveAs: `${base}-campos.csv`, label: t("document.downloadCsv") }]
      : []),
  ];
  return (
    <div className="space-y-4 text-sm">
      <JobDownloads job={job} downloads={downloads} />
      <ResultView result={result} />
    </div>
  );
}

function ResultView({ result }: { result: TDocumentResult }) {
  const { t } = useTranslation("service-jobs");
  switch (result.task) {
    case "summary":
      return (
        <section className="space-y-2">
          <p className="whitespace-pre-line text-foreground">{result.summary}</p>
          {result.keyPoints.length > 0 && (
            <>
              <h4 className="font-semibold text-foreground">{t("document.keyPoints")}</h4>
              <ul className="list-disc space-y-1 pl-5 text-foreground">
                {result.keyPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      );
    case "extract": {
      // A column of quotes is drawn only when the document quoted something.
      const hasQuotes = result.fields.some((field) => field.quote);
      return (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-foreground">
            <caption className="sr-only">{t("document.tasks.extract")}</caption>
            <thead>
              <tr className="border-b border-border">
                <th className="p-2">{t("document.field")}</th>
                <th className="p-2">{t("document.value")}</th>
                {hasQuotes && <th className="p-2">{t("document.quote")}</th>}
              </tr>
            </thead>
            <tbody>
              {result.fields.map((field) => (
                <tr key={field.name} className="border-b border-border align-top">
                  <th scope="row" className="p-2 font-medium">
                    {field.name}
                  </th>
                  <td className="p-2">{field.value || t("document.notFound")}</td>
                  {hasQuotes && <td className="p-2 text-muted">{field.quote && <q>{field.quote}</q>}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case "risks":
      return (
        <ul className="space-y-2">
          {result.items.map((item) => (
            <li key={`${item.clause}-${item.risk}`} className="rounded-lg bg-surface-muted p-3 text-foreground">
              <p className="text-xs font-semibold uppercase">{t(`document.severity.${item.severity}`)}</p>
              <p className="mt-1">
                <q>{item.clause}</q>
              </p>
              <p className="mt-1">{item.risk}</p>
            </li>
          ))}
        </ul>
      );
    case "compare":
      return result.differences.length === 0 ? (
        <p className="text-muted">{t("document.noDifferences")}</p>
      ) : (
        <ul className="space-y-2">
          {result.differences.map((difference) => (
            <li
              key={`${difference.before}-${difference.after}`}
              className="space-y-1 rounded-lg bg-surface-muted p-3 text-foreground"
            >
              <p>
                <span className="font-semibold">{t("document.before")}</span> {difference.before || "—"}
              </p>
              <p>
                <span className="font-semibold">{t("document.after")}</span> {difference.after || "—"}
              </p>
              {difference.comment && <p className="text-muted">{difference.comment}</p>}
            </li>
          ))}
        </ul>
      );
  }
}
