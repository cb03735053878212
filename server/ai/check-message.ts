import { CHAT_MESSAGE_MAX } from "../../contracts/assistants";
import { AppError, badRequest } from "../core/errors";

/**
 * A user's question as it will be stored and sent: no NUL, not empty, at most CHAT_MESSAGE_MAX
 * characters (`message_too_long`). The first step of every AI call, before anything is read.
 */
export function checkMessage(raw: string): string {
  // PostgreSQL text cannot hold NUL; refuse rather than store something else than was sent.
  if (raw.includes("\u0000")) throw badRequest("The message contains a NUL character");
  const message = raw.trim();
  if (message.length === 0) throw badRequest("The message is empty");
  if (message.length > CHAT_MESSAGE_MAX) {
    throw new AppError(400, "message_too_long", `A message holds at most ${CHAT_MESSAGE_MAX} characters`, {
      max: CHAT_MESSAGE_MAX,
    });
  }
  return message;
}
