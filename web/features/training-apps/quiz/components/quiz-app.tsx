import { useTranslation } from "../../../../lib/translation/use-translation";
import { ContentStatus } from "../../../../ui/list-states";
import { useStoredState } from "../../../../lib/use-stored-state";
import type { QuizContent } from "../../../../../i18n/content/quiz/questions";
import { usePremiumContent } from "../../../../lib/use-app-content";
import { trainingContentPath } from "../../../../../contracts/app-content";
import { useQuizScores } from "../../api/quiz-scores";
import { drawRound, type RoundTopic } from "../quiz-round";
import { isQuizProgress, QUIZ_PROGRESS_KEY, type QuizProgress } from "../quiz-progress";
import { QuizQuestionView } from "./quiz-question-view";
import { QuizResult } from "./quiz-result";
import { QuizStart } from "./quiz-start";

/** Start → ten questions with an explanation after each → score, best score and review. */
export function QuizApp() {
  const { t } = useTranslation("training");
  const contentQuery = usePremiumContent<QuizContent>(trainingContentPath("quiz"));
  const { data: content } = contentQuery;
  const scores = useQuizScores();
  const [progress, setProgress, clearProgress] = useStoredState<QuizProgress | null>(
    QUIZ_PROGRESS_KEY,
    null,
    isQuizProgress,
  );

  if (!content) return <ContentStatus isError={contentQuery.isError} onRetry={() => void contentQuery.refetch()} />;

  const startRound = (topic: RoundTopic) => {
    const best = scores.data?.scores.find((score) => score.topic === topic);
    setProgress({
      topic,
      questions: drawRound(topic),
      answers: [],
      revealed: false,
      recorded: false,
      previousBest: best?.bestPercent ?? null,
    });
  };

  if (!progress) return <QuizStart scores={scores.data?.scores ?? []} onStart={startRound} />;

  const isFinished = progress.answers.length === progress.questions.length && !progress.revealed;
  if (isFinished)
    return (
      <QuizResult
        progress={progress}
        storedBest={scores.data?.scores.find((score) => score.topic === progress.topic)}
        content={content}
        onRecorded={() => setProgress({ ...progress, recorded: true })}
        onPlayAgain={() => startRound(progress.topic)}
        onChangeTopic={clearProgress}
      />
    );

  const index = progress.revealed ? progress.answers.length - 1 : progress.answers.length;
  const question = progress.questions[index];
  if (!question) return null;
  return (
    <section aria-label={t(`quiz.topics.${progress.topic}`)}>
      <QuizQuestionView
        key={question.id}
        question={question}
        text={content[question.id]}
        position={{ current: index + 1, total: progress.questions.length }}
        answer={progress.revealed ? progress.answers[index] : undefined}
        onAnswer={(chosen) =>
          setProgress({ ...progress, answers: [...progress.answers, { id: question.id, chosen }], revealed: true })
        }
        onNext={() => setProgress({ ...progress, revealed: false })}
        onAbandon={clearProgress}
      />
    </section>
  );
}
