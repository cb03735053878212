import type { StrategyContent } from "./shape";

export const STRATEGY_ES: StrategyContent = {
  canvas: {
    name: { label: "Nombre del caso de uso", hint: "Breve y concreto. Ejemplo: resúmenes de sentencias." },
    problem: { label: "Problema", hint: "Qué duele hoy: tiempo, errores, coste o experiencia del cliente." },
    solution: { label: "Solución con IA", hint: "Qué hará la IA y qué seguirá haciendo una persona." },
    data: { label: "Datos necesarios", hint: "Qué datos usa, de dónde salen y si incluyen datos personales." },
    users: { label: "Usuarios", hint: "Quién lo usará y quién revisará los resultados." },
    benefit: { label: "Beneficio esperado", hint: "Cómo sabrás que funciona: una cifra medible." },
  },
  quadrants: {
    "quick-win": {
      name: "Victorias rápidas",
      advice: "Mucho impacto y poco esfuerzo: empieza por aquí en los primeros 30 días.",
    },
    "major-project": {
      name: "Proyectos estratégicos",
      advice: "Mucho impacto y mucho esfuerzo: planifícalos por fases con patrocinio.",
    },
    "fill-in": { name: "Mejoras menores", advice: "Poco impacto y poco esfuerzo: hazlos cuando haya huecos." },
    avoid: { name: "Descartar por ahora", advice: "Poco impacto y mucho esfuerzo: no compensan hoy." },
  },
  phases: {
    "days-1-30": {
      name: "Días 1–30",
      focus: "Preparar: política de uso, formación básica y un piloto de victoria rápida.",
    },
    "days-31-60": {
      name: "Días 31–60",
      focus: "Probar: medir el piloto, ajustar el proceso y preparar el siguiente caso.",
    },
    "days-61-90": {
      name: "Días 61–90",
      focus: "Consolidar: extender lo que funciona y decidir los proyectos estratégicos.",
    },
  },
  aiActClasses: {
    minimal: {
      name: "Riesgo mínimo",
      description: "Sin obligaciones específicas: filtros de spam, correctores, ayuda a la redacción interna.",
    },
    limited: {
      name: "Riesgo limitado",
      description:
        "Obligaciones de transparencia: avisar de que se habla con una IA o de que un contenido está generado.",
    },
    high: {
      name: "Alto riesgo",
      description:
        "Empleo, crédito, educación, servicios esenciales: gestión de riesgos, datos, registros y supervisión humana.",
    },
    unacceptable: {
      name: "Riesgo inaceptable",
      description: "Prácticas prohibidas, como la puntuación social o la manipulación de personas vulnerables.",
    },
  },
  riskLevels: { low: "Bajo", medium: "Medio", high: "Alto" },
};
