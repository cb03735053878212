import {
  DILEMMAS,
  DILEMMA_VALUES,
  type DilemmaId,
  type DilemmaValue,
} from "../../../../i18n/content/dilemmas/scenarios";

/** The option index the user chose for each scenario answered so far. */
export type DilemmaChoices = Partial<Record<DilemmaId, number>>;

export interface ValueCount {
  value: DilemmaValue;
  count: number;
  /** Share of all the value points the choices gave, 0–100. */
  percent: number;
}

export interface DilemmaProfile {
  answered: number;
  /** Every value, most favoured first (ties keep DILEMMA_VALUES order). */
  values: ValueCount[];
  /** The values tied for the highest count; empty before any answer. */
  leading: DilemmaValue[];
}

/** Which values the user's choices favoured, counting each value an option stands for. */
export function buildProfile(choices: DilemmaChoices): DilemmaProfile {
  const counts = new Map<DilemmaValue, number>(DILEMMA_VALUES.map((value) => [value, 0]));
  let answered = 0;
  for (const dilemma of DILEMMAS) {
    const chosen = choices[dilemma.id];
    const option = chosen === undefined ? undefined : dilemma.options[chosen];
    if (!option) continue;
    answered += 1;
    for (const value of option.values) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const values = DILEMMA_VALUES.map((value) => {
    const count = counts.get(value) ?? 0;
    return { value, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  }).sort((left, right) => right.count - left.count);
  const top = values[0]?.count ?? 0;
  return {
    answered,
    values,
    leading: top === 0 ? [] : values.filter((item) => item.count === top).map((item) => item.value),
  };
}
