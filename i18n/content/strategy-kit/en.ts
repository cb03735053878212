import type { StrategyContent } from "./shape";

export const STRATEGY_EN: StrategyContent = {
  canvas: {
    name: { label: "Use case name", hint: "Short and concrete. Example: court ruling summaries." },
    problem: { label: "Problem", hint: "What hurts today: time, errors, cost or client experience." },
    solution: { label: "AI solution", hint: "What the AI will do and what a person will keep doing." },
    data: {
      label: "Data needed",
      hint: "What data it uses, where it comes from and whether it includes personal data.",
    },
    users: { label: "Users", hint: "Who will use it and who will review the results." },
    benefit: { label: "Expected benefit", hint: "How you will know it works: a measurable figure." },
  },
  quadrants: {
    "quick-win": { name: "Quick wins", advice: "High impact, low effort: start here in the first 30 days." },
    "major-project": {
      name: "Strategic projects",
      advice: "High impact, high effort: plan them in phases with a sponsor.",
    },
    "fill-in": { name: "Minor improvements", advice: "Low impact, low effort: do them when there is spare time." },
    avoid: { name: "Drop for now", advice: "Low impact, high effort: not worth it today." },
  },
  phases: {
    "days-1-30": { name: "Days 1–30", focus: "Prepare: usage policy, basic training and one quick-win pilot." },
    "days-31-60": {
      name: "Days 31–60",
      focus: "Test: measure the pilot, adjust the process and prepare the next case.",
    },
    "days-61-90": { name: "Days 61–90", focus: "Consolidate: extend what works and decide on the strategic projects." },
  },
  aiActClasses: {
    minimal: {
      name: "Minimal risk",
      description: "No specific obligations: spam filters, spell checkers, help with internal writing.",
    },
    limited: {
      name: "Limited risk",
      description: "Transparency duties: tell people they are talking to an AI or that content is generated.",
    },
    high: {
      name: "High risk",
      description:
        "Employment, credit, education, essential services: risk management, data, logs and human oversight.",
    },
    unacceptable: {
      name: "Unacceptable risk",
      description: "Prohibited practices, such as social scoring or manipulating vulnerable people.",
    },
  },
  riskLevels: { low: "Low", medium: "Medium", high: "High" },
};
