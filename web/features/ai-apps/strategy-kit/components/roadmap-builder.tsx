import { useTranslation } from "../../../../lib/translation/use-translation";
import { Plus, Trash2 } from "lucide-react";
import {
  classifyUseCase,
  KIT_NAME_MAX,
  KIT_ROADMAP_MAX,
  ROADMAP_PHASES,
  type TRoadmapItem,
  type TUseCase,
} from "../../../../../contracts/strategy-kit";
import { Button } from "../../../../ui/button";
import { Input } from "../../../../ui/form-controls";
import { newItemId } from "../strategy-draft";
import type { StrategyContent } from "../../../../../i18n/content/strategy-kit/shape";

type Phase = (typeof ROADMAP_PHASES)[number];

/** Three 30-day phases, each a list of actions with an owner and a done box. */
export function RoadmapBuilder({
  roadmap,
  useCases,
  content,
  onChange,
}: {
  roadmap: TRoadmapItem[];
  useCases: TUseCase[];
  content: StrategyContent;
  onChange: (roadmap: TRoadmapItem[]) => void;
}) {
  const { t } = useTranslation("ai-apps");
  const update = (id: string, patch: Partial<TRoadmapItem>) =>
    onChange(roadmap.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  const add = (phase: Phase, action = "") => ({ id: newItemId("rm"), phase, action, owner: "", done: false });
  const isFull = roadmap.length >= KIT_ROADMAP_MAX;

  const addQuickWins = () => {
    const existing = new Set(roadmap.map((item) => item.action));
    const quickWins = useCases.filter(
      (useCase) =>
        useCase.name.trim() &&
        classifyUseCase(useCase.impact, useCase.effort) === "quick-win" &&
        !existing.has(useCase.name.trim()),
    );
    onChange(
      [...roadmap, ...quickWins.map((useCase) => add("days-1-30", useCase.name.trim().slice(0, KIT_NAME_MAX)))].slice(
        0,
        KIT_ROADMAP_MAX,
      ),
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <Button variant="secondary" size="sm" onClick={addQuickWins} disabled={isFull}>
          {t("strategyKit.addQuickWins")}
        </Button>
      </div>
      <div className="grid gap-5 lg:grid-cols-3">
        {ROADMAP_PHASES.map((phase) => {
          const items = roadmap.filter((item) => item.phase === phase);
          return (
            <section
              key={phase}
              aria-labelledby={`phase-${phase}`}
              className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
            >
              <h3 id={`phase-${phase}`} className="text-lg font-semibold text-foreground">
                {content.phases[phase].name}
              </h3>
              <p className="text-sm text-muted">{content.phases[phase].focus}</p>
              {items.length === 0 && <p className="text-sm text-muted">{t("strategyKit.phaseEmpty")}</p>}
              <ul className="flex flex-col gap-3">
                {items.map((item, index) => {
                  const name = `${content.phases[phase].name}, ${t("strategyKit.action")} ${index + 1}`;
                  return (
                    <li key={item.id} className="flex flex-col gap-2 rounded-lg border border-border p-3">
                      <Input
                        aria-label={`${t("strategyKit.action")} · ${name}`}
                        placeholder={t("strategyKit.action")}
                        value={item.action}
                        maxLength={KIT_NAME_MAX}
                        onChange={(event) => update(item.id, { action: event.target.value })}
                      />
                      <Input
                        aria-label={`${t("strategyKit.owner")} · ${name}`}
                        placeholder={t("strategyKit.owner")}
                        value={item.owner}
                        maxLength={KIT_NAME_MAX}
                        onChange={(event) => update(item.id, { owner: event.target.value })}
                      />
                      <div className="flex items-center justify-between gap-2">
                        <label className="flex items-center gap-2 text-sm text-foreground">
                          <input
                            type="checkbox"
                            className="h-4 w-4 accent-[var(--color-accent)]"
                            checked={item.done}
                            onChange={(event) => update(item.id, { done: event.target.checked })}
                          />
                          {t("strategyKit.done")}
                          <span className="sr-only">: {name}</span>
                        </label>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => onChange(roadmap.filter((other) => other.id !== item.id))}
                          aria-label={`${t("strategyKit.removeAction")}: ${name}`}
                        >
                          <Trash2 className="h-4 w-4" aria-hidden="true" />
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onChange([...roadmap, add(phase)])}
                disabled={isFull}
                aria-label={`${t("strategyKit.addAction")}: ${content.phases[phase].name}`}
              >
                <Plus className="h-4 w-4" aria-hidden="true" />
                {t("strategyKit.addAction")}
              </Button>
            </section>
          );
        })}
      </div>
    </div>
  );
}
