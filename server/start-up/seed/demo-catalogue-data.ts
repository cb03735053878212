import type { TExternalAppInput } from "../../../contracts/external-apps";

export interface DemoSoftware {
  name: string;
  slug: string;
  tagline: string;
  description: string;
  features: string[];
  pricing: string;
  ctaUrl: string;
  /** Colour of its drawn screenshots. */
  hue: number;
  screenshotAlts: string[];
}

/** The 3 demo software products. */
export const DEMO_SOFTWARE: DemoSoftware[] = [
  {
    name: "DespachoIA",
    slug: "despacho-ia",
    tagline: "La gestión del despacho profesional, con un asistente que redacta, archiva y recuerda plazos.",
    description: `DespachoIA reúne **expedientes, clientes, plazos y documentos** en un solo lugar, y añade un asistente de IA que conoce tu forma de trabajar.

## Pensado para despachos de abogados y asesorías

- Cada expediente con su cronología, documentos y facturación.
- Plazos procesales y fiscales calculados con el calendario de días hábiles.
- Plantillas de escritos que el asistente rellena con los datos del expediente.

## Tus datos, en la Unión Europea

Los datos se alojan en centros de datos de la UE, cifrados en reposo y en tránsito, con registro de accesos para el cumplimiento del RGPD.`,
    features: [
      "Expedientes con cronología y documentos",
      "Cálculo automático de plazos en días hábiles",
      "Redacción de escritos a partir de plantillas",
      "Portal del cliente con firma electrónica",
      "Facturación por horas o por igualas",
    ],
    pricing: "Desde 39 € al mes por usuario, IVA incluido. Prueba gratuita de 14 días.",
    ctaUrl: "/contacto?tipo=demo",
    hue: 221,
    screenshotAlts: ["Panel de expedientes con plazos próximos", "Editor de escritos con el asistente abierto"],
  },
  {
    name: "ActaRápida",
    slug: "acta-rapida",
    tagline: "Graba la reunión y recibe el acta, los acuerdos y las tareas antes de salir de la sala.",
    description: `ActaRápida transcribe tus reuniones presenciales y en línea y prepara **el acta, los acuerdos y las tareas** con responsable y fecha.

## Cómo funciona

1. Conecta tu calendario o pulsa grabar en el móvil.
2. Al terminar, revisa el acta propuesta y corrige lo que haga falta.
3. Envía el resumen a los asistentes y las tareas a tu gestor de proyectos.

Funciona en español, catalán e inglés, también en reuniones que mezclan idiomas.`,
    features: [
      "Transcripción con identificación de quién habla",
      "Acta con acuerdos y tareas",
      "Integración con calendario y gestores de tareas",
      "Búsqueda en todas tus reuniones",
    ],
    pricing: "Gratis hasta 3 reuniones al mes; plan profesional 12 € al mes, IVA incluido.",
    ctaUrl: "/contacto?tipo=sales",
    hue: 160,
    screenshotAlts: ["Acta generada con acuerdos y tareas", "Lista de reuniones con búsqueda"],
  },
  {
    name: "Radar Normativo",
    slug: "radar-normativo",
    tagline: "Las novedades del BOE y del Reglamento Europeo de IA que afectan a tu sector, resumidas cada mañana.",
    description: `Radar Normativo lee cada día los boletines oficiales y te envía **solo lo que afecta a tu sector**, resumido y con el enlace a la fuente.

## Para quién

Departamentos de cumplimiento, asesorías y despachos que necesitan estar al día sin leer cientos de disposiciones.

## Qué recibes

- Un resumen diario por correo con las novedades relevantes.
- Alertas inmediatas cuando una norma te afecta directamente.
- Un archivo consultable con todas las disposiciones seguidas.`,
    features: [
      "Seguimiento del BOE, el DOGC y el Diario Oficial de la UE",
      "Resúmenes diarios por sector",
      "Alertas sobre el Reglamento Europeo de IA",
      "Archivo con búsqueda por materia",
    ],
    pricing: "29 € al mes por organización, IVA incluido.",
    ctaUrl: "https://example.com/radar-normativo",
    hue: 12,
    screenshotAlts: ["Resumen diario de novedades normativas", "Ficha de una disposición con su resumen"],
  },
];

/** A demo app: a page of this platform (the seed prefixes the site's origin), never a made-up site. */
export type DemoExternalApp = Omit<TExternalAppInput, "url"> & { path: string };

/** The 5 demo external apps: they open this platform's own tools, one plan after another. */
export const DEMO_EXTERNAL_APPS: DemoExternalApp[] = [
  {
    name: "Transcriptor de audio",
    description: "Convierte grabaciones y notas de voz en texto con marcas de tiempo, en esta plataforma.",
    path: "/servicios/servicios-audio",
    icon: "mic",
    category: "audio",
    requiredTier: "basic",
  },
  {
    name: "Actas de reuniones",
    description: "Resume una reunión grabada: decisiones, tareas y correo de seguimiento.",
    path: "/servicios/gestion-reuniones",
    icon: "calendar",
    category: "productivity",
    requiredTier: "premium",
  },
  {
    name: "Procesador de documentos",
    description: "Resume, extrae datos y compara versiones de tus contratos e informes.",
    path: "/servicios/procesamiento-documentos",
    icon: "file-text",
    category: "research",
    requiredTier: "premium",
  },
  {
    name: "Generador de prompts",
    description: "Convierte lo que necesitas en una instrucción clara para cualquier asistente de IA.",
    path: "/apps/generador-prompts",
    icon: "sparkles",
    category: "writing",
    requiredTier: "premium",
  },
  {
    name: "Consultoría en IA",
    description: "Pide una sesión con nuestro equipo para planificar la IA en tu organización.",
    path: "/servicios/consultoria-ia",
    icon: "chart",
    category: "data",
    requiredTier: "enterprise",
  },
];
