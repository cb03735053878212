import core from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import { PASSWORD_MIN_LENGTH, type WeakPasswordReason } from "../../contracts/auth";

const zxcvbn = new core.ZxcvbnFactory({
  dictionary: { ...common.dictionary },
  graphs: common.adjacencyGraphs,
});

/** zxcvbn score (0–4) a password needs: 2 is "somewhat guessable", about 10^8 guesses. */
const MIN_STRENGTH_SCORE = 2;

/**
 * What is wrong with a new password, most serious first; empty when it is acceptable.
 * "pwned": the whole password is in the leaked-password dictionary (answered as pwned_password).
 * "strength": zxcvbn finds it too guessable, counting the e-mail as a known input.
 */
export function findPasswordProblems(password: string, email: string): WeakPasswordReason[] {
  if (password.length < PASSWORD_MIN_LENGTH) return ["length"];
  const result = zxcvbn.check(password, [email, ...email.split(/[@.+_-]/).filter((part) => part.length > 2)]);
  const isLeaked =
    result.sequence.length === 1 &&
    result.sequence[0]?.pattern === "dictionary" &&
    "dictionaryName" in result.sequence[0] &&
    result.sequence[0].dictionaryName === "passwords-common";
  if (isLeaked) return ["pwned"];
  if (result.score < MIN_STRENGTH_SCORE) return ["strength"];
  return [];
}
