import type { TrainingContent } from "./shape";

export const TRAINING_EN: TrainingContent = {
  modules: {
    foundations: {
      title: "Generative AI fundamentals",
      objectives: [
        "Explain what a language model is and why it makes mistakes.",
        "Tell the tasks where AI helps from those where it does not.",
      ],
      activities: [
        "Go through the key terms and discuss them as a group.",
        "Try an AI tool on {example} and note what it got right and wrong.",
      ],
    },
    prompting: {
      title: "Writing good instructions (prompts)",
      objectives: [
        "Structure a prompt with role, task, context and format.",
        "Iterate on a prompt until the result is useful.",
      ],
      activities: [
        "Rewrite three of the team's real prompts with the full structure.",
        "Create a prompt template for {example}.",
      ],
    },
    verification: {
      title: "Checking results and avoiding hallucinations",
      objectives: ["Spot invented data, quotes and figures.", "Apply a checklist before using any result."],
      activities: ["Review in pairs a generated text with hidden errors.", "Write the team's checklist for {example}."],
    },
    writing: {
      title: "Writing and communicating with AI",
      objectives: [
        "Use AI for drafts, summaries and changes of tone.",
        "Keep your own voice and the accuracy of the content.",
      ],
      activities: [
        "Generate and edit a draft for {example}.",
        "Compare a text of your own with its AI-improved version.",
      ],
    },
    analysis: {
      title: "Analysing documents and data",
      objectives: [
        "Extract the key information from long documents.",
        "Ask AI for comparisons and tables you can verify.",
      ],
      activities: [
        "Summarise a work document and check every figure against the original.",
        "Build a comparison table for {example}.",
      ],
    },
    automation: {
      title: "Automating repetitive tasks",
      objectives: ["Identify repetitive tasks AI can speed up.", "Measure the time saved without losing quality."],
      activities: [
        "List the week's ten most repeated tasks and pick two.",
        "Design an AI workflow for {example} and time it.",
      ],
    },
    "data-privacy": {
      title: "Data, privacy and the GDPR",
      objectives: [
        "Know which data must never go into external tools.",
        "Apply the GDPR when using AI with personal data.",
      ],
      activities: [
        "Sort sample data into allowed, with care and forbidden.",
        "Anonymise a real case before using it for {example}.",
      ],
    },
    "ai-act": {
      title: "The EU AI Act in practice",
      objectives: ["Know the risk levels and the duties that affect the team.", "Meet the AI literacy obligation."],
      activities: [
        "Classify the team's AI uses by risk level.",
        "Decide when to tell clients that AI was used in {example}.",
      ],
    },
    "use-cases": {
      title: "Finding and prioritising use cases",
      objectives: ["Spot AI opportunities with measurable impact.", "Prioritise them by impact and effort."],
      activities: [
        "Complete the AI maturity checklist and discuss the result.",
        "Fill in a use-case canvas for {example}.",
      ],
    },
    "leading-change": {
      title: "Leading AI adoption in the team",
      objectives: [
        "Communicate what changes with AI and what does not.",
        "Support the team with champions and follow-up.",
      ],
      activities: ["Prepare the launch message for the team.", "Plan the first 90 days starting from {example}."],
    },
    ethics: {
      title: "Professional ethics and responsible use",
      objectives: [
        "Recognise the ethical dilemmas of AI in the profession.",
        "Decide with judgement when not to use AI.",
      ],
      activities: [
        "Discuss two real dilemmas from the profession.",
        "Write a reflection on the limits of using AI for {example}.",
      ],
    },
  },
  roles: {
    legal: { name: "Law and legal advice", example: "summarising a court ruling" },
    finance: { name: "Finance and accounting", example: "analysing quarterly accounts" },
    education: { name: "Education and training", example: "preparing a lesson" },
    health: { name: "Healthcare", example: "an explanation for a patient" },
    marketing: { name: "Marketing and communication", example: "a social media campaign" },
    hr: { name: "Human resources", example: "a job advert" },
    consulting: { name: "Consulting", example: "a client report" },
    management: { name: "Management", example: "the monthly management report" },
    general: { name: "General profile", example: "an everyday work e-mail" },
  },
  levels: { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced" },
  goals: {
    productivity: "Be more productive",
    writing: "Write and communicate better",
    analysis: "Analyse documents and data",
    compliance: "Comply with the rules (GDPR, AI Act)",
    leadership: "Lead AI adoption",
  },
  apps: {
    glossary: "AI glossary",
    quiz: "AI quiz",
    dilemmas: "AI dilemmas",
    promptCoach: "Prompt Coach",
    reflection: "AI reflection",
    promptGenerator: "Prompt generator",
    strategyKit: "AI strategy kit",
    maturityChecklist: "AI maturity checklist",
  },
};
