import { useId } from "react";
import { useTranslation } from "../../../../lib/translation/use-translation";
import {
  classifyUseCase,
  HIGH_SCORE_FROM,
  prioritiseUseCases,
  SCORE_MAX,
  type TQuadrant,
  type TUseCase,
} from "../../../../../contracts/strategy-kit";
import type { StrategyContent } from "../../../../../i18n/content/strategy-kit/shape";

const ORIGIN = { x: 44, y: 12 };
const CELL = 52;
const SIZE = CELL * SCORE_MAX;
const SPLIT = (HIGH_SCORE_FROM - 1) * CELL;
const QUADRANT_FILL: Record<TQuadrant, string> = {
  "quick-win": "#dcfce7",
  "major-project": "#dbeafe",
  "fill-in": "#f1f5f9",
  avoid: "#fee2e2",
};

const xOf = (effort: number) => ORIGIN.x + (effort - 0.5) * CELL;
const yOf = (impact: number) => ORIGIN.y + (SCORE_MAX - impact + 0.5) * CELL;

/** The impact/effort matrix in plain SVG, redrawn on every slider move; the list beside it is the same data as text. */
export function ImpactEffortMatrix({ useCases, content }: { useCases: TUseCase[]; content: StrategyContent }) {
  const { t } = useTranslation("ai-apps");
  const titleId = useId();
  const descriptionId = useId();
  const numberOf = new Map(useCases.map((useCase, index) => [useCase.id, index + 1]));
  const seen = new Map<string, number>();

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <svg
        viewBox={`0 0 ${ORIGIN.x + SIZE + 8} ${ORIGIN.y + SIZE + 40}`}
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        className="h-auto w-full max-w-md"
        data-testid="impact-effort-matrix"
      >
        <title id={titleId}>{t("strategyKit.matrixTitle")}</title>
        <desc id={descriptionId}>{t("strategyKit.matrixDescription")}</desc>
        <rect x={ORIGIN.x} y={ORIGIN.y} width={SPLIT} height={SIZE - SPLIT} fill={QUADRANT_FILL["quick-win"]} />
        <rect
          x={ORIGIN.x + SPLIT}
          y={ORIGIN.y}
          width={SIZE - SPLIT}
          height={SIZE - SPLIT}
          fill={QUADRANT_FILL["major-project"]}
        />
        <rect x={ORIGIN.x} y={ORIGIN.y + SIZE - SPLIT} width={SPLIT} height={SPLIT} fill={QUADRANT_FILL["fill-in"]} />
        <rect
          x={ORIGIN.x + SPLIT}
          y={ORIGIN.y + SIZE - SPLIT}
          width={SIZE - SPLIT}
          height={SPLIT}
          fill={QUADRANT_FILL.avoid}
        />
        <rect x={ORIGIN.x} y={ORIGIN.y} width={SIZE} height={SIZE} fill="none" stroke="#94a3b8" />
        <text x={ORIGIN.x + 6} y={ORIGIN.y + 16} fontSize={11} fill="#166534">
          {content.quadrants["quick-win"].name}
        </text>
        <text x={ORIGIN.x + SIZE - 6} y={ORIGIN.y + 16} fontSize={11} fill="#1e40af" textAnchor="end">
          {content.quadrants["major-project"].name}
        </text>
        <text x={ORIGIN.x + 6} y={ORIGIN.y + SIZE - 8} fontSize={11} fill="#334155">
          {content.quadrants["fill-in"].name}
        </text>
        <text x={ORIGIN.x + SIZE - 6} y={ORIGIN.y + SIZE - 8} fontSize={11} fill="#991b1b" textAnchor="end">
          {content.quadrants.avoid.name}
        </text>
        <text x={ORIGIN.x} y={ORIGIN.y + SIZE + 20} fontSize={12} fill="currentColor">
          {t("strategyKit.lowEffort")}
        </text>
        <text x={ORIGIN.x + SIZE} y={ORIGIN.y + SIZE + 20} fontSize={12} fill="currentColor" textAnchor="end">
          {t("strategyKit.highEffort")} →
        </text>
        <text
          x={14}
          y={ORIGIN.y + SIZE / 2}
          fontSize={12}
          fill="currentColor"
          textAnchor="middle"
          transform={`rotate(-90 14 ${ORIGIN.y + SIZE / 2})`}
        >
          {t("strategyKit.highImpact")} →
        </text>
        {useCases.map((useCase) => {
          // Cases on the same cell fan out a little so every number stays readable.
          const cell = `${useCase.impact}-${useCase.effort}`;
          const stacked = seen.get(cell) ?? 0;
          seen.set(cell, stacked + 1);
          const x = xOf(useCase.effort) + (stacked % 3) * 12 - 12 * Math.min(stacked, 1);
          const y = yOf(useCase.impact) + Math.floor(stacked / 3) * 12;
          return (
            <g key={useCase.id}>
              <circle cx={x} cy={y} r={11} fill="#4f46e5" stroke="#fff" strokeWidth={2} />
              <text x={x} y={y + 4} fontSize={11} fontWeight={700} fill="#fff" textAnchor="middle">
                {numberOf.get(useCase.id)}
              </text>
            </g>
          );
        })}
      </svg>
      <div>
        <h3 className="text-lg font-semibold text-foreground">{t("strategyKit.priorityTitle")}</h3>
        {useCases.length === 0 ? (
          <p className="mt-2 text-muted">{t("strategyKit.matrixEmpty")}</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-2">
            {prioritiseUseCases(useCases).map((useCase) => {
              const quadrant = content.quadrants[classifyUseCase(useCase.impact, useCase.effort)];
              return (
                <li key={useCase.id} className="rounded-lg border border-border bg-surface p-3">
                  <p className="font-medium text-foreground">
                    {numberOf.get(useCase.id)}. {useCase.name || t("strategyKit.untitled")}
                  </p>
                  <p className="text-sm text-muted">
                    {quadrant.name} · {t("strategyKit.impact")} {useCase.impact}/5 · {t("strategyKit.effort")}{" "}
                    {useCase.effort}/5
                  </p>
                  <p className="text-sm text-foreground">{quadrant.advice}</p>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
