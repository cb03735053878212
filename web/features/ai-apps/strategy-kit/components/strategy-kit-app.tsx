import { useEffect } from "react";
import { useTranslation } from "../../../../lib/translation/use-translation";
import { toast } from "../../../../ui/toast";
import { Save } from "lucide-react";
import { KIT_NAME_MAX, type TStrategyKit } from "../../../../../contracts/strategy-kit";
import { Button } from "../../../../ui/button";
import { ContentStatus, ListError, ListSkeleton } from "../../../../ui/list-states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../ui/tabs";
import { TextField } from "../../../../ui/text-field";
import { useFormatDate } from "../../../../lib/use-format-date";
import { useStoredState } from "../../../../lib/use-stored-state";
import { LeaveConfirmation } from "../../../../ui/leave-confirmation";
import type { StrategyContent } from "../../../../../i18n/content/strategy-kit/shape";
import { usePremiumContent } from "../../../../lib/use-app-content";
import { aiAppContentPath } from "../../../../../contracts/app-content";
import { useSaveStrategyKit, useStrategyKit } from "../../api/strategy-kit";
import { ResultActions } from "../../../../lib/premium-apps/result-actions";
import { EMPTY_STRATEGY_DRAFT, isStrategyDraft } from "../strategy-draft";
import { buildStrategyMarkdown, buildStrategyPdf, type StrategyExportLabels } from "../strategy-export";
import { ImpactEffortMatrix } from "./impact-effort-matrix";
import { RiskRegister } from "./risk-register";
import { RoadmapBuilder } from "./roadmap-builder";
import { UseCaseCanvas } from "./use-case-canvas";

const DRAFT_KEY = "ai-apps:strategy-kit:v1";
const TAB_KEY = "ai-apps:strategy-kit:tab:v1";
const TABS = ["canvas", "matrix", "roadmap", "risks"] as const;
const isTab = (value: unknown): value is (typeof TABS)[number] =>
  typeof value === "string" && (TABS as readonly string[]).includes(value);

const isEmptyKit = (kit: TStrategyKit) =>
  !kit.organisation && !kit.useCases.length && !kit.roadmap.length && !kit.risks.length;

/** /apps/kit-estrategia-ia: canvas, live matrix, 90-day roadmap and risk register; saved to the account, exported as PDF and Markdown. */
export function StrategyKitApp() {
  const { t } = useTranslation("ai-apps");
  const formatDate = useFormatDate("dateTime");
  const contentQuery = usePremiumContent<StrategyContent>(aiAppContentPath("strategy-kit"));
  const { data: content, language } = contentQuery;
  const saved = useStrategyKit();
  const save = useSaveStrategyKit();
  const [draft, setDraft] = useStoredState(DRAFT_KEY, EMPTY_STRATEGY_DRAFT, isStrategyDraft);
  const [tab, setTab] = useStoredState<(typeof TABS)[number]>(TAB_KEY, "canvas", isTab);
  const serverKit = saved.data?.kit;

  useEffect(() => {
    // A browser with nothing of its own picks up the kit saved to the account (another device).
    if (serverKit && !draft.isDirty && isEmptyKit(draft.kit)) setDraft({ kit: serverKit, isDirty: false });
  }, [serverKit, draft, setDraft]);

  if (!content) return <ContentStatus isError={contentQuery.isError} onRetry={() => void contentQuery.refetch()} />;
  if (saved.isPending) return <ListSkeleton />;
  if (saved.isError) return <ListError message={t("errors.load")} onRetry={() => void saved.refetch()} />;

  const { kit } = draft;
  const change = (patch: Partial<TStrategyKit>) => setDraft({ kit: { ...kit, ...patch }, isDirty: true });
  const handleSave = () =>
    save.mutate(kit, {
      onSuccess: () => {
        setDraft({ kit, isDirty: false });
        toast.success(t("strategyKit.saved"));
      },
      onError: () => toast.error(t("errors.save")),
    });

  const labels: StrategyExportLabels = {
    title: t("strategyKit.documentTitle"),
    organisation: t("strategyKit.organisation"),
    useCases: t("strategyKit.tabs.canvas"),
    priority: t("strategyKit.priorityTitle").toLowerCase(),
    roadmap: t("strategyKit.tabs.roadmap"),
    risks: t("strategyKit.tabs.risks"),
    impact: t("strategyKit.impact"),
    effort: t("strategyKit.effort"),
    likelihood: t("strategyKit.likelihood"),
    owner: t("strategyKit.owner"),
    done: t("strategyKit.done"),
    aiActClass: t("strategyKit.aiActClass"),
    mitigation: t("strategyKit.mitigation"),
    noItems: t("strategyKit.noItems"),
  };

  return (
    <div className="flex flex-col gap-6">
      <LeaveConfirmation hasUnsavedWork={draft.isDirty} />
      <div
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-muted p-4 sm:flex-row sm:items-end sm:justify-between"
        data-print-hide
      >
        <TextField
          id="kit-organisation"
          className="min-w-0 flex-1"
          label={t("strategyKit.organisation")}
          value={kit.organisation}
          maxLength={KIT_NAME_MAX}
          onChange={(event) => change({ organisation: event.target.value })}
        />
        <div className="flex flex-col gap-1 sm:items-end">
          <Button onClick={handleSave} disabled={save.isPending}>
            <Save className="h-4 w-4" aria-hidden="true" />
            {save.isPending ? t("strategyKit.saving") : t("strategyKit.save")}
          </Button>
          <p className="text-xs text-muted" aria-live="polite">
            {draft.isDirty
              ? t("strategyKit.unsaved")
              : saved.data.updatedAt
                ? t("strategyKit.savedAt", { date: formatDate(saved.data.updatedAt) })
                : ""}
          </p>
        </div>
      </div>

      <section aria-labelledby="kit-export" className="flex flex-col gap-2">
        <h2 id="kit-export" className="sr-only">
          {t("strategyKit.exportTitle")}
        </h2>
        <ResultActions
          fileName={t("strategyKit.fileName")}
          getMarkdown={() => buildStrategyMarkdown(kit, content, labels)}
          getPdf={() => buildStrategyPdf(kit, content, labels, language)}
        />
      </section>

      <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
        <TabsList data-print-hide>
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`strategyKit.tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="canvas" className="pt-5">
          <UseCaseCanvas useCases={kit.useCases} content={content} onChange={(useCases) => change({ useCases })} />
        </TabsContent>
        <TabsContent value="matrix" className="pt-5">
          <ImpactEffortMatrix useCases={kit.useCases} content={content} />
        </TabsContent>
        <TabsContent value="roadmap" className="pt-5">
          <RoadmapBuilder
            roadmap={kit.roadmap}
            useCases={kit.useCases}
            content={content}
            onChange={(roadmap) => change({ roadmap })}
          />
        </TabsContent>
        <TabsContent value="risks" className="pt-5">
          <RiskRegister risks={kit.risks} content={content} onChange={(risks) => change({ risks })} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
