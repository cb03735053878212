import type { ReflectionContent } from "./themes";

export const REFLECTION_EN: ReflectionContent = {
  "daily-use": {
    title: "My everyday use of AI",
    description: "What you use AI for at work and what you want to keep doing yourself.",
    questions: {
      tasks: "Which specific tasks did you use AI for this week?",
      time: "Where did it really save you time, and where did it cost you time?",
      "keep-human": "Which part of your work do you want to keep doing without AI, and why?",
    },
  },
  quality: {
    title: "Quality and checking",
    description: "How you check what AI produces before it reaches other people.",
    questions: {
      "last-error": "Think of the last AI mistake you caught. How did you find it?",
      checks: "What do you always check before using or sending an AI result?",
      trust: "In which tasks do you trust AI too much? What sign would warn you?",
    },
  },
  "ethics-clients": {
    title: "Ethics, data and clients",
    description: "What information you share with AI and what you tell the people who receive your work.",
    questions: {
      data: "Which client or company data have you entered into AI tools? Were they approved?",
      disclosure: "When do you tell a client or your team that you used AI? When not, and why?",
      line: "Which use of AI would you never make in your profession?",
    },
  },
  skills: {
    title: "Learning and skills",
    description: "What you are learning and what you still need to use AI better.",
    questions: {
      learned: "What have you learned this month about how to ask AI for things?",
      gap: "Which skill do you lack to get more out of it safely?",
      "next-step": "What small step will you take next week to improve?",
    },
  },
};
