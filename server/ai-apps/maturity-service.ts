import {
  MATURITY_ASSESSMENTS_MAX,
  scoreAssessment,
  type TMaturityAssessment,
  type TMaturityAssessmentList,
  type TSaveMaturityAssessment,
} from "../../contracts/maturity-checklist";
import type { AppContext } from "../context";
import { AppError, notFound } from "../core/errors";
import * as store from "./maturity-store";

function toAssessment(row: store.MaturityAssessmentRow): TMaturityAssessment {
  // Recomputed from the stored answers, the one source of the scores.
  const { dimensions, overall, level } = scoreAssessment(row.answers);
  return { id: row.id, answers: row.answers, dimensions, overall, level, createdAt: row.createdAt.toISOString() };
}

export async function listAssessments(context: AppContext, userId: string): Promise<TMaturityAssessmentList> {
  const rows = await store.findAssessments(context.database.db, userId, MATURITY_ASSESSMENTS_MAX);
  return { assessments: rows.map(toAssessment) };
}

/** The scores are computed here from the answers, never taken from the browser. */
export async function createAssessment(
  context: AppContext,
  userId: string,
  { answers }: TSaveMaturityAssessment,
): Promise<TMaturityAssessment> {
  const { db } = context.database;
  if ((await store.countAssessments(db, userId)) >= MATURITY_ASSESSMENTS_MAX)
    throw new AppError(409, "conflict", `At most ${MATURITY_ASSESSMENTS_MAX} assessments; delete old ones first`);
  const result = scoreAssessment(answers);
  const row = await store.insertAssessment(db, {
    userId,
    answers,
    dimensions: result.dimensions,
    overall: result.overall,
    level: result.level,
  });
  return toAssessment(row);
}

/** Another user's assessment answers 404 like a missing one: its existence is not disclosed. */
export async function removeAssessment(context: AppContext, userId: string, id: string): Promise<void> {
  if (!(await store.deleteAssessment(context.database.db, userId, id))) throw notFound("Assessment not found");
}
