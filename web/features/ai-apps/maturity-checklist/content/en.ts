import type { MaturityContent } from "../maturity-content";

export const MATURITY_EN: MaturityContent = {
  dimensions: {
    strategy: {
      name: "Strategy",
      description: "Whether AI serves clear business goals, with a sponsor, a budget and metrics.",
      recommendations: [
        "Write on one page what you want AI for and which business goal each use supports.",
        "Name a senior sponsor and set aside a small budget for pilots.",
        "Pick two or three indicators (hours saved, errors, satisfaction) and measure them before and after.",
      ],
    },
    data: {
      name: "Data",
      description: "Whether you know what data you hold, its quality, who manages it and how it is protected.",
      recommendations: [
        "Make a simple inventory of your data sources: what they contain, where they live and who owns them.",
        "Check the quality of the first use case's data before connecting it to an AI tool.",
        "Define which personal or confidential data must never be entered into external tools.",
      ],
    },
    technology: {
      name: "Technology",
      description: "Whether AI tools are chosen, integrated, secure and monitored.",
      recommendations: [
        "Approve a short list of AI tools with company accounts instead of personal ones.",
        "Check each vendor's terms: where data is processed and whether it is used to train models.",
        "Track each tool's usage and cost so you can decide with data what to expand and what to drop.",
      ],
    },
    people: {
      name: "People and skills",
      description: "Whether the team uses AI with judgement and has training, champions and support for change.",
      recommendations: [
        "Give the whole team basic AI literacy training, which the EU AI Act requires.",
        "Find two or three enthusiastic people to act as champions who help their colleagues.",
        "Explain what changes in each role and what does not, to reduce fear and resistance.",
      ],
    },
    governance: {
      name: "Governance and ethics",
      description: "Whether there is a usage policy, risk management, transparency and compliance review.",
      recommendations: [
        "Approve a one-page AI usage policy: allowed uses, forbidden uses and whom to ask.",
        "Classify your AI uses by EU AI Act risk level and document the high-risk ones.",
        "Decide when you will tell clients and employees that content or a decision involves AI.",
      ],
    },
    processes: {
      name: "Processes",
      description: "Whether processes are mapped, pilots are run with method and there is human review.",
      recommendations: [
        "Map one repetitive process and mark the steps where AI can help and those that must stay human.",
        "Run a four-to-six-week pilot with a measurable goal and a date to decide whether to continue.",
        "Decide who reviews every AI output before it reaches a client.",
      ],
    },
  },
  items: {
    "strategy-vision": "We have written down what we want to use AI for and which business goals it supports.",
    "strategy-sponsor": "A member of senior management sponsors AI adoption and is accountable for it.",
    "strategy-use-cases": "We have identified concrete use cases and prioritised them by impact and effort.",
    "strategy-budget": "There is a budget for AI tools, training and pilots.",
    "strategy-metrics": "We measure the value AI brings with indicators defined in advance.",
    "data-inventory": "We know what data we have, where it is and what it may be used for.",
    "data-quality": "The data we use is complete, up to date and free of significant duplicates.",
    "data-access": "People who need data can reach it easily and in a controlled way.",
    "data-protection": "We comply with the GDPR when using personal data with AI and know which data must not leave.",
    "data-ownership": "Every important data set has a person responsible for its quality.",
    "technology-tools": "We have chosen and approved the AI tools the team may use.",
    "technology-integration": "AI tools are integrated with the systems we use every day.",
    "technology-security": "AI tools meet our security and access requirements.",
    "technology-vendors": "We have reviewed AI vendors' terms, including how they use our data.",
    "technology-monitoring": "We monitor the usage, cost and quality of our AI tools.",
    "people-literacy": "Most of the team understands what AI can and cannot do.",
    "people-training": "There is an AI training plan tailored to each profile.",
    "people-champions": "There are go-to people who help their colleagues use AI.",
    "people-roles": "We have reviewed how roles and responsibilities change with AI.",
    "people-change": "Management communicates the change and the team takes part in it.",
    "governance-policy": "We have an AI usage policy the whole team knows.",
    "governance-risk": "We assess the risks of each AI use before launching it.",
    "governance-ai-act": "We know the obligations the EU AI Act places on us and we meet them.",
    "governance-transparency": "We tell clients and employees when AI is involved in content or a decision.",
    "governance-review": "We regularly review compliance and AI-related incidents.",
    "processes-mapped": "We have mapped the processes where AI can add value.",
    "processes-pilots": "We run pilots with goals, deadlines and criteria to decide whether to continue.",
    "processes-human-review": "A person reviews every AI output that reaches a client.",
    "processes-documented": "Processes that use AI are documented and anyone on the team can follow them.",
    "processes-improvement": "We improve AI processes based on errors and the team's suggestions.",
  },
  levels: {
    "1": {
      name: "Initial",
      description: "AI is used in isolation and on personal initiative, with no goals, rules or measurement.",
    },
    "2": {
      name: "Exploring",
      description: "There is interest and some first trials, but no strategy, usage policy or prepared data yet.",
    },
    "3": {
      name: "Experimenting",
      description:
        "There are use cases and pilots with some method; the challenge is moving from trials to stable processes.",
    },
    "4": {
      name: "Integrated",
      description: "AI is part of key processes, with governance, training and measured results.",
    },
    "5": {
      name: "Transforming",
      description: "AI is an organisational capability that is managed, measured and continuously improved.",
    },
  },
};
