import type { TrainingContent } from "./shape";

export const TRAINING_ES: TrainingContent = {
  modules: {
    foundations: {
      title: "Fundamentos de la IA generativa",
      objectives: [
        "Explicar qué es un modelo de lenguaje y por qué se equivoca.",
        "Distinguir tareas en las que la IA ayuda de las que no.",
      ],
      activities: [
        "Repasar los términos clave y comentarlos en grupo.",
        "Probar una herramienta de IA con {example} y anotar aciertos y errores.",
      ],
    },
    prompting: {
      title: "Escribir buenas instrucciones (prompts)",
      objectives: [
        "Estructurar un prompt con rol, tarea, contexto y formato.",
        "Iterar un prompt hasta obtener un resultado útil.",
      ],
      activities: [
        "Reescribir tres prompts reales del equipo con la estructura completa.",
        "Crear una plantilla de prompt para {example}.",
      ],
    },
    verification: {
      title: "Verificar resultados y evitar alucinaciones",
      objectives: [
        "Detectar datos, citas y cifras inventadas.",
        "Aplicar una lista de comprobación antes de usar un resultado.",
      ],
      activities: [
        "Revisar en parejas un texto generado con errores escondidos.",
        "Redactar la lista de comprobación del equipo para {example}.",
      ],
    },
    writing: {
      title: "Redacción y comunicación con IA",
      objectives: [
        "Usar la IA para borradores, resúmenes y cambios de tono.",
        "Mantener la voz propia y la exactitud del contenido.",
      ],
      activities: [
        "Generar y editar un borrador para {example}.",
        "Comparar un texto propio con su versión mejorada por IA.",
      ],
    },
    analysis: {
      title: "Análisis de documentos y datos",
      objectives: [
        "Extraer información clave de documentos largos.",
        "Pedir a la IA comparaciones y tablas verificables.",
      ],
      activities: [
        "Resumir un documento de trabajo y comprobar cada dato contra el original.",
        "Construir una tabla comparativa para {example}.",
      ],
    },
    automation: {
      title: "Automatizar tareas repetitivas",
      objectives: [
        "Identificar tareas repetitivas que la IA puede acelerar.",
        "Medir el tiempo ahorrado sin perder calidad.",
      ],
      activities: [
        "Listar las diez tareas más repetidas de la semana y elegir dos.",
        "Diseñar un flujo con IA para {example} y cronometrarlo.",
      ],
    },
    "data-privacy": {
      title: "Datos, privacidad y RGPD",
      objectives: [
        "Saber qué datos no deben introducirse en herramientas externas.",
        "Aplicar el RGPD al uso de IA con datos personales.",
      ],
      activities: [
        "Clasificar ejemplos de datos en permitidos, con cautela y prohibidos.",
        "Anonimizar un caso real antes de usarlo en {example}.",
      ],
    },
    "ai-act": {
      title: "La Ley de IA de la UE en la práctica",
      objectives: [
        "Conocer los niveles de riesgo y las obligaciones que afectan al equipo.",
        "Cumplir la obligación de alfabetización en IA.",
      ],
      activities: [
        "Clasificar los usos de IA del equipo por nivel de riesgo.",
        "Decidir cuándo informar a clientes del uso de IA en {example}.",
      ],
    },
    "use-cases": {
      title: "Identificar y priorizar casos de uso",
      objectives: ["Detectar oportunidades de IA con impacto medible.", "Priorizarlas por impacto y esfuerzo."],
      activities: [
        "Completar el checklist de madurez en IA y comentar el resultado.",
        "Rellenar un lienzo de caso de uso para {example}.",
      ],
    },
    "leading-change": {
      title: "Liderar la adopción de la IA en el equipo",
      objectives: ["Comunicar qué cambia y qué no con la IA.", "Acompañar al equipo con referentes y seguimiento."],
      activities: [
        "Preparar el mensaje de lanzamiento para el equipo.",
        "Planificar los primeros 90 días a partir de {example}.",
      ],
    },
    ethics: {
      title: "Ética profesional y uso responsable",
      objectives: [
        "Reconocer dilemas éticos del uso de IA en la profesión.",
        "Decidir con criterio cuándo no usar IA.",
      ],
      activities: [
        "Debatir dos dilemas reales de la profesión.",
        "Escribir una reflexión sobre los límites del uso de IA en {example}.",
      ],
    },
  },
  roles: {
    legal: { name: "Abogacía y asesoría jurídica", example: "el resumen de una sentencia" },
    finance: { name: "Finanzas y contabilidad", example: "el análisis de unas cuentas trimestrales" },
    education: { name: "Educación y formación", example: "la preparación de una clase" },
    health: { name: "Salud", example: "una explicación para un paciente" },
    marketing: { name: "Marketing y comunicación", example: "una campaña en redes sociales" },
    hr: { name: "Recursos humanos", example: "una oferta de empleo" },
    consulting: { name: "Consultoría", example: "el informe para un cliente" },
    management: { name: "Dirección y gestión", example: "el informe mensual de dirección" },
    general: { name: "Perfil general", example: "un correo habitual de trabajo" },
  },
  levels: { beginner: "Inicial", intermediate: "Intermedio", advanced: "Avanzado" },
  goals: {
    productivity: "Ganar productividad",
    writing: "Redactar y comunicar mejor",
    analysis: "Analizar documentos y datos",
    compliance: "Cumplir la normativa (RGPD, Ley de IA)",
    leadership: "Liderar la adopción de la IA",
  },
  apps: {
    glossary: "Glosario de IA",
    quiz: "Quiz de IA",
    dilemmas: "Dilemas de IA",
    promptCoach: "Prompt Coach",
    reflection: "Reflexión IA",
    promptGenerator: "Generador de prompts",
    strategyKit: "Kit de estrategia IA",
    maturityChecklist: "Checklist de madurez en IA",
  },
};
