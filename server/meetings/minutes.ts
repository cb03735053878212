import { isCalendarDate, ZMeetingResult, type TActionItem, type TMeetingResult } from "../../contracts/meetings";
import { fenced, type AskForObject } from "../jobs/ai-run";
import { appearsIn, nameAppearsIn } from "../jobs/grounding";
import { minutesSystemPrompt, ZMinutesModelAnswer, type TMinutesModelAnswer } from "./minutes-prompt";

export interface MinutesInput {
  /** The user's title; the model's when absent. */
  title?: string;
  transcript: string;
  /** The day relative dates are counted from (YYYY-MM-DD): the day the job was asked for. */
  meetingDay: string;
}

/**
 * The minutes of a meeting: one query through the AI façade, owners and dates kept only when the
 * transcript says them, and the whole result validated against the contract before it is stored.
 */
export async function draftMinutes(askForObject: AskForObject, input: MinutesInput): Promise<TMeetingResult> {
  const answer = await askForObject({
    label: "service:meeting",
    schema: ZMinutesModelAnswer,
    prompt: {
      system: minutesSystemPrompt(input.meetingDay),
      messages: [{ role: "user", content: fenced("transcripcion", input.transcript) }],
      temperature: 0.2,
    },
  });
  return toMeetingResult(answer, input);
}

/** The stored result from the model's answer (exported for tests). */
export function toMeetingResult(answer: TMinutesModelAnswer, input: MinutesInput): TMeetingResult {
  return ZMeetingResult.parse({
    title: input.title?.trim() || answer.title,
    transcript: input.transcript,
    summary: answer.summary,
    decisions: answer.decisions,
    actionItems: groundActionItems(answer.actionItems, input.transcript),
    followUpEmail: answer.followUpEmail,
  });
}

/**
 * An owner stays only when the transcript names them; a due date only when it is a real date
 * and the words that stated it are in the transcript. Anything else becomes null.
 */
export function groundActionItems(items: TMinutesModelAnswer["actionItems"], transcript: string): TActionItem[] {
  return items.map(({ task, owner, dueDate, dueDateSaid }) => ({
    task,
    owner: owner && nameAppearsIn(owner, transcript) ? owner : null,
    dueDate: dueDate && isCalendarDate(dueDate) && dueDateSaid && appearsIn(dueDateSaid, transcript) ? dueDate : null,
  }));
}
