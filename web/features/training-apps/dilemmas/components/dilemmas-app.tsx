import { useTranslation } from "../../../../lib/translation/use-translation";
import { ContentStatus } from "../../../../ui/list-states";
import { useStoredState } from "../../../../lib/use-stored-state";
import type { DilemmaContent } from "../../../../../i18n/content/dilemmas/scenarios";
import { usePremiumContent } from "../../../../lib/use-app-content";
import { trainingContentPath } from "../../../../../contracts/app-content";
import { DILEMMAS } from "../../../../../i18n/content/dilemmas/scenarios";
import type { DilemmaChoices } from "../dilemma-profile";
import { DilemmaProfileView } from "./dilemma-profile-view";
import { DilemmaView } from "./dilemma-view";

interface DilemmaProgress {
  /** The scenario on screen; DILEMMAS.length once all are answered. */
  index: number;
  choices: DilemmaChoices;
  /** The current scenario's considerations are on screen. */
  revealed: boolean;
}

const START: DilemmaProgress = { index: 0, choices: {}, revealed: false };
const DILEMMA_IDS = new Set<string>(DILEMMAS.map((dilemma) => dilemma.id));

function isDilemmaProgress(value: unknown): value is DilemmaProgress {
  if (typeof value !== "object" || value === null) return false;
  const { index, choices, revealed } = value as Record<string, unknown>;
  if (typeof index !== "number" || !Number.isInteger(index) || index < 0 || index > DILEMMAS.length) return false;
  if (typeof revealed !== "boolean" || typeof choices !== "object" || choices === null) return false;
  return Object.entries(choices).every(
    ([id, option]) =>
      DILEMMA_IDS.has(id) && typeof option === "number" && Number.isInteger(option) && option >= 0 && option < 3,
  );
}

export function DilemmasApp() {
  const { t } = useTranslation("training");
  const contentQuery = usePremiumContent<DilemmaContent>(trainingContentPath("dilemmas"));
  const { data: content } = contentQuery;
  const [progress, setProgress, restart] = useStoredState<DilemmaProgress>(
    "training.dilemmas.v1",
    START,
    isDilemmaProgress,
  );

  if (!content) return <ContentStatus isError={contentQuery.isError} onRetry={() => void contentQuery.refetch()} />;

  const dilemma = DILEMMAS[progress.index];
  if (!dilemma) return <DilemmaProfileView choices={progress.choices} content={content} onRestart={restart} />;

  return (
    <section aria-label={t("dilemmas.progress", { current: progress.index + 1, total: DILEMMAS.length })}>
      <DilemmaView
        key={dilemma.id}
        dilemma={dilemma}
        text={content[dilemma.id]}
        position={{ current: progress.index + 1, total: DILEMMAS.length }}
        chosen={progress.revealed ? progress.choices[dilemma.id] : undefined}
        onChoose={(option) =>
          setProgress({ ...progress, choices: { ...progress.choices, [dilemma.id]: option }, revealed: true })
        }
        onNext={() => setProgress({ ...progress, index: progress.index + 1, revealed: false })}
      />
    </section>
  );
}
