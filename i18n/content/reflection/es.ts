import type { ReflectionContent } from "./themes";

export const REFLECTION_ES: ReflectionContent = {
  "daily-use": {
    title: "Mi uso diario de la IA",
    description: "Para qué usas la IA en tu trabajo y qué quieres que siga siendo tuyo.",
    questions: {
      tasks: "¿Para qué tareas concretas has usado la IA esta semana?",
      time: "¿Dónde te ha ahorrado tiempo de verdad y dónde te ha hecho perderlo?",
      "keep-human": "¿Qué parte de tu trabajo quieres seguir haciendo sin IA, y por qué?",
    },
  },
  quality: {
    title: "Calidad y verificación",
    description: "Cómo compruebas lo que produce la IA antes de que llegue a otras personas.",
    questions: {
      "last-error": "Piensa en el último error de la IA que detectaste. ¿Cómo lo descubriste?",
      checks: "¿Qué compruebas siempre antes de usar o enviar un resultado de la IA?",
      trust: "¿En qué tareas confías demasiado en la IA? ¿Qué señal te avisaría?",
    },
  },
  "ethics-clients": {
    title: "Ética, datos y clientes",
    description: "Qué información compartes con la IA y qué explicas a quienes reciben tu trabajo.",
    questions: {
      data: "¿Qué datos de clientes o de tu organización has introducido en herramientas de IA? ¿Estaban aprobadas?",
      disclosure: "¿Cuándo le dices a un cliente o a tu equipo que has usado IA? ¿Cuándo no, y por qué?",
      line: "¿Qué uso de la IA no harías nunca en tu profesión?",
    },
  },
  skills: {
    title: "Aprendizaje y competencias",
    description: "Qué estás aprendiendo y qué te falta para usar mejor la IA.",
    questions: {
      learned: "¿Qué has aprendido este mes sobre cómo pedir cosas a la IA?",
      gap: "¿Qué competencia te falta para sacarle más partido con seguridad?",
      "next-step": "¿Qué pequeño paso darás la próxima semana para mejorar?",
    },
  },
};
