import { ownRows, type ExportSection } from "../db/personal-data";
import { trainingQuizScores, trainingReflections } from "../db/schema/index";

export const TRAINING_EXPORT: ExportSection[] = [
  { key: "journal_entries", tables: [trainingReflections], read: ownRows(trainingReflections, "createdAt") },
  { key: "quiz_scores", tables: [trainingQuizScores], read: ownRows(trainingQuizScores, "topic") },
];
