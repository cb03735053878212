import type { TMeetingResult } from "../../../contracts/meetings";

/** Minutes with every case the exports handle: accents, commas, semicolons, pipes, a long task. */
export const MINUTES: TMeetingResult = {
  title: "Comité de dirección, marzo",
  transcript: "Ana: Abrimos la sesión.\n# no es un título\nLuis: Yo preparo el presupuesto para el 14 de marzo.",
  summary: "Se revisó el presupuesto; se aprobó la contratación.",
  decisions: ["Aprobar la contratación de dos personas", "Aplazar la mudanza"],
  actionItems: [
    { task: "Preparar el presupuesto; versión final, con anexos", owner: "Luis", dueDate: "2027-03-14" },
    { task: "Llamar al proveedor | urgente", owner: null, dueDate: null },
    { task: `Revisar ${"la documentación técnica ".repeat(6)}\\ y firmar`, owner: "Ana", dueDate: "2027-03-20" },
  ],
  followUpEmail: "Hola a todos:\n\nOs resumo lo acordado.\n\nUn saludo.",
};
