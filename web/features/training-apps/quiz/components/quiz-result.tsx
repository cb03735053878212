import { useEffect, useRef } from "react";
import { useTranslation } from "../../../../lib/translation/use-translation";
import { Trophy } from "lucide-react";
import type { TQuizBestScore } from "../../../../../contracts/training";
import { Button } from "../../../../ui/button";
import { useRecordQuizScore } from "../../api/quiz-scores";
import { ResultActions } from "../../../../lib/premium-apps/result-actions";
import type { QuizContent } from "../../../../../i18n/content/quiz/questions";
import type { QuizProgress } from "../quiz-progress";
import { scoreRound } from "../quiz-round";

interface QuizResultProps {
  progress: QuizProgress;
  /** The stored best for the topic, shown when this round was recorded before a reload. */
  storedBest: TQuizBestScore | undefined;
  content: QuizContent;
  onRecorded: () => void;
  onPlayAgain: () => void;
  onChangeTopic: () => void;
}

export function QuizResult({ progress, storedBest, content, onRecorded, onPlayAgain, onChangeTopic }: QuizResultProps) {
  const { t } = useTranslation("training");
  const { t: tPages } = useTranslation("pages");
  const score = scoreRound(progress.answers);
  const record = useRecordQuizScore();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasSent = useRef(false);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (progress.recorded || hasSent.current) return;
    hasSent.current = true;
    record.mutate({ topic: progress.topic, correct: score.correct, total: score.total }, { onSuccess: onRecorded });
  }, [progress.recorded, progress.topic, score.correct, score.total, record, onRecorded]);

  const best = record.data?.scores.find((item) => item.topic === progress.topic) ?? storedBest;
  const isNewBest = record.isSuccess && (progress.previousBest === null || score.percent > progress.previousBest);
  const topicName = t(`quiz.topics.${progress.topic}`);

  const toMarkdown = () =>
    [
      `# ${tPages("premiumApps.quiz")} — ${topicName}`,
      `**${t("quiz.score", { correct: score.correct, total: score.total })}** (${score.percent} %)`,
      `## ${t("quiz.reviewTitle")}`,
      score.mistakes.length === 0
        ? t("quiz.noMistakes")
        : score.mistakes
            .map((mistake) => {
              const text = content[mistake.id];
              return `### ${text.question}\n\n- ${t("quiz.yourAnswer")}: ${text.options[mistake.chosen] ?? ""}\n- ${t("quiz.correctAnswer", { answer: text.options[0] })}\n\n${text.explanation}`;
            })
            .join("\n\n"),
    ].join("\n\n");

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-6 text-center shadow-sm">
        <Trophy className="h-10 w-10 text-accent" aria-hidden="true" />
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-foreground focus:outline-none">
          {t("quiz.resultTitle")} · {topicName}
        </h2>
        <p className="text-4xl font-bold text-accent">{score.percent} %</p>
        <p className="text-lg text-foreground">{t("quiz.score", { correct: score.correct, total: score.total })}</p>
        <div aria-live="polite" className="text-sm text-muted">
          {isNewBest && <p className="font-semibold text-accent">{t("quiz.newBest")}</p>}
          {best && !isNewBest && <p>{t("quiz.savedBest", { percent: best.bestPercent })}</p>}
          {record.isError && <p role="alert">{t("quiz.saveFailed")}</p>}
        </div>
        <ResultActions getMarkdown={toMarkdown} fileName={t("quiz.fileName")} />
      </section>

      <section aria-labelledby="quiz-review" className="flex flex-col gap-4">
        <h2 id="quiz-review" className="text-xl font-semibold text-foreground">
          {t("quiz.reviewTitle")}
        </h2>
        {score.mistakes.length === 0 && <p className="text-muted">{t("quiz.noMistakes")}</p>}
        {score.mistakes.map((mistake) => {
          const text = content[mistake.id];
          return (
            <article
              key={mistake.id}
              className="break-inside-avoid rounded-2xl border border-border bg-surface p-5 shadow-sm"
            >
              <h3 className="font-semibold text-foreground">{text.question}</h3>
              <p className="mt-2 text-red-700 dark:text-red-400">
                {t("quiz.yourAnswer")}: {text.options[mistake.chosen]}
              </p>
              <p className="mt-1 text-green-700 dark:text-green-400">
                {t("quiz.correctAnswer", { answer: text.options[0] })}
              </p>
              <p className="mt-2 text-muted">{text.explanation}</p>
            </article>
          );
        })}
      </section>

      <div className="flex flex-wrap gap-3" data-print-hide>
        <Button onClick={onPlayAgain}>{t("quiz.playAgain")}</Button>
        <Button variant="secondary" onClick={onChangeTopic}>
          {t("quiz.changeTopic")}
        </Button>
      </div>
    </div>
  );
}
