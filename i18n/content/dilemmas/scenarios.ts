/** The values a choice can favour; the end-of-round profile counts them. */
export const DILEMMA_VALUES = ["privacy", "fairness", "transparency", "accountability", "efficiency"] as const;
export type DilemmaValue = (typeof DILEMMA_VALUES)[number];

export const DILEMMA_THEMES = [
  "privacy",
  "bias",
  "transparency",
  "authorship",
  "employment",
  "confidentiality",
] as const;
export type DilemmaTheme = (typeof DILEMMA_THEMES)[number];

/** Where the relevant principle comes from. */
export const PRINCIPLE_SOURCES = ["aiAct", "gdpr", "professionalCode"] as const;
export type PrincipleSource = (typeof PRINCIPLE_SOURCES)[number];

interface DilemmaOption {
  values: readonly DilemmaValue[];
}

/**
 * Each scenario's language-independent part: its theme, the source of its principle and, per
 * option (in the order the texts list them), the values that option favours.
 */
export const DILEMMAS = [
  {
    id: "hr-review-notes",
    theme: "privacy",
    source: "gdpr",
    options: [{ values: ["efficiency"] }, { values: ["privacy", "accountability"] }, { values: ["privacy"] }],
  },
  {
    id: "sales-call-analytics",
    theme: "privacy",
    source: "aiAct",
    options: [{ values: ["efficiency"] }, { values: ["privacy", "transparency"] }, { values: ["privacy", "fairness"] }],
  },
  {
    id: "cv-screening-gaps",
    theme: "bias",
    source: "aiAct",
    options: [
      { values: ["efficiency"] },
      { values: ["fairness", "accountability"] },
      { values: ["efficiency", "fairness"] },
    ],
  },
  {
    id: "loan-rejection",
    theme: "bias",
    source: "gdpr",
    options: [{ values: ["efficiency"] }, { values: ["transparency", "accountability"] }, { values: ["fairness"] }],
  },
  {
    id: "human-like-chatbot",
    theme: "transparency",
    source: "aiAct",
    options: [{ values: ["efficiency"] }, { values: ["transparency"] }, { values: ["efficiency", "transparency"] }],
  },
  {
    id: "ai-drafted-report",
    theme: "transparency",
    source: "professionalCode",
    options: [{ values: ["efficiency"] }, { values: ["transparency", "accountability"] }, { values: ["efficiency"] }],
  },
  {
    id: "journal-article",
    theme: "authorship",
    source: "professionalCode",
    options: [{ values: ["efficiency"] }, { values: ["transparency", "accountability"] }, { values: ["transparency"] }],
  },
  {
    id: "illustrator-style",
    theme: "authorship",
    source: "aiAct",
    options: [{ values: ["efficiency"] }, { values: ["fairness", "accountability"] }, { values: ["efficiency"] }],
  },
  {
    id: "admin-team-automation",
    theme: "employment",
    source: "professionalCode",
    options: [{ values: ["efficiency"] }, { values: ["fairness", "transparency"] }, { values: ["fairness"] }],
  },
  {
    id: "remote-work-monitoring",
    theme: "employment",
    source: "aiAct",
    options: [
      { values: ["efficiency"] },
      { values: ["privacy", "fairness"] },
      { values: ["efficiency", "accountability"] },
    ],
  },
  {
    id: "case-file-chatbot",
    theme: "confidentiality",
    source: "professionalCode",
    options: [{ values: ["efficiency"] }, { values: ["privacy", "accountability"] }, { values: ["transparency"] }],
  },
  {
    id: "meeting-note-taker",
    theme: "confidentiality",
    source: "gdpr",
    options: [{ values: ["efficiency"] }, { values: ["privacy", "transparency"] }, { values: ["privacy"] }],
  },
] as const satisfies readonly {
  id: string;
  theme: DilemmaTheme;
  source: PrincipleSource;
  options: readonly DilemmaOption[];
}[];

export type DilemmaId = (typeof DILEMMAS)[number]["id"];
export type Dilemma = (typeof DILEMMAS)[number];

interface DilemmaOptionText {
  label: string;
  /** What choosing this option means: its benefits, risks and what it leaves out. */
  consideration: string;
}

export interface DilemmaText {
  title: string;
  scenario: string;
  options: readonly [DilemmaOptionText, DilemmaOptionText, DilemmaOptionText];
  principle: string;
}

export type DilemmaContent = Record<DilemmaId, DilemmaText>;
