import type { PromptGeneratorContent } from "./templates";

export const PROMPT_GENERATOR_ES: PromptGeneratorContent = {
  headings: {
    role: "Rol",
    task: "Tarea",
    context: "Contexto",
    audience: "Público",
    format: "Formato de la respuesta",
    tone: "Tono",
    examples: "Ejemplos",
    checks: "Antes de responder",
  },
  rolePrefix: "Actúa como",
  checks: [
    "Si te falta información imprescindible, hazme preguntas antes de responder.",
    "Indica los supuestos que hagas y separa los hechos de las opiniones.",
    "No inventes datos, cifras, normas ni referencias; si no estás seguro, dilo.",
  ],
  formats: {
    free: {
      label: "Libre",
      instruction: "Organiza la respuesta como mejor sirva a la tarea, con títulos si ayudan a leerla.",
    },
    bullets: {
      label: "Lista de puntos",
      instruction: "Responde con una lista de puntos breves, ordenados de más a menos importante.",
    },
    table: {
      label: "Tabla",
      instruction: "Responde con una tabla de columnas claras y, debajo, una conclusión de dos frases.",
    },
    steps: { label: "Pasos numerados", instruction: "Responde con pasos numerados, cada uno con una acción concreta." },
    email: {
      label: "Correo electrónico",
      instruction: "Responde con un correo listo para enviar: asunto, saludo, cuerpo y despedida.",
    },
    report: {
      label: "Informe",
      instruction: "Responde con un informe: resumen ejecutivo, análisis, riesgos y recomendaciones.",
    },
  },
  tones: {
    professional: { label: "Profesional", instruction: "Usa un tono profesional, claro y directo." },
    friendly: { label: "Cercano", instruction: "Usa un tono cercano y amable, sin perder la precisión." },
    formal: { label: "Formal", instruction: "Usa un tono formal y prudente, con vocabulario preciso." },
    persuasive: {
      label: "Persuasivo",
      instruction: "Usa un tono persuasivo, con beneficios concretos y una llamada a la acción.",
    },
    didactic: {
      label: "Didáctico",
      instruction: "Usa un tono didáctico: explica paso a paso y con ejemplos sencillos.",
    },
  },
  lengths: {
    short: { label: "Breve", instruction: "Extensión: breve, unas 150 palabras como máximo." },
    medium: { label: "Media", instruction: "Extensión: media, entre 300 y 500 palabras." },
    long: { label: "Extensa", instruction: "Extensión: completa, hasta 1.000 palabras si la tarea lo requiere." },
  },
  templates: {
    lawyer: {
      name: "Abogacía",
      role: "abogada especialista en derecho laboral con 15 años de experiencia",
      task: "Resume la sentencia que te pego a continuación y explica qué significa para mi cliente.",
      context:
        "El cliente es una pyme que ha despedido a un empleado por causas objetivas. Pegaré el texto de la sentencia debajo.",
      audience: "El gerente de la empresa, sin formación jurídica.",
    },
    accountant: {
      name: "Asesoría contable",
      role: "asesor fiscal y contable de pymes en España",
      task: "Explica las diferencias entre tributar como autónomo y como sociedad limitada para el caso que describo.",
      context: "Profesional independiente con unos ingresos de 60.000 € al año y gastos deducibles de unos 10.000 €.",
      audience: "Un cliente que no conoce la terminología fiscal.",
    },
    teacher: {
      name: "Docencia",
      role: "profesor de secundaria experto en metodologías activas",
      task: "Diseña una sesión de 50 minutos para introducir el tema que indico.",
      context: "Tema: el cambio climático. Grupo de 25 alumnos de 3.º de ESO con niveles diversos.",
      audience: "Otro docente que impartirá la sesión.",
    },
    doctor: {
      name: "Medicina",
      role: "médica de atención primaria",
      task: "Redacta una explicación para el paciente sobre el diagnóstico y las pautas que indico.",
      context:
        "Diagnóstico: hipertensión arterial leve. Pautas: dieta baja en sal, ejercicio y control de la tensión en casa. Sin datos identificativos del paciente.",
      audience: "Un paciente adulto sin conocimientos médicos.",
    },
    marketer: {
      name: "Marketing",
      role: "responsable de marketing digital de una empresa de servicios profesionales",
      task: "Propón cinco ideas de publicaciones para LinkedIn que presenten el servicio que describo.",
      context:
        "Servicio: auditoría de procesos con IA para despachos profesionales. Objetivo: conseguir reuniones con socios de despachos.",
      audience: "Socios y directores de despachos de abogados y asesorías.",
    },
    hr: {
      name: "Recursos humanos",
      role: "técnica de recursos humanos especializada en selección",
      task: "Redacta un correo para comunicar a los candidatos no seleccionados el resultado del proceso.",
      context: "Proceso para un puesto de administrativo con 40 candidaturas; cinco llegaron a la entrevista final.",
      audience: "Candidatos que hicieron la entrevista final.",
    },
    consultant: {
      name: "Consultoría",
      role: "consultor de estrategia y transformación digital",
      task: "Analiza la situación que describo y propón un plan de acción en tres fases.",
      context: "Empresa de distribución de 80 empleados que quiere usar IA en atención al cliente y en compras.",
      audience: "El comité de dirección de la empresa.",
    },
    architect: {
      name: "Arquitectura",
      role: "arquitecta técnica especializada en rehabilitación de viviendas",
      task: "Compara las opciones de aislamiento de fachada para el edificio que describo.",
      context: "Edificio de viviendas de 1975 en Madrid, fachada de ladrillo visto, presupuesto ajustado.",
      audience: "La junta de la comunidad de propietarios.",
    },
  },
};
