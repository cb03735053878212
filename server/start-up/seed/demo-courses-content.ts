import type { CourseCategory, CourseLevel, CourseTier } from "../../../contracts/courses";

export interface DemoLesson {
  slug: string;
  title: string;
  /** Markdown. */
  content: string;
}

export interface DemoCourse {
  slug: string;
  title: string;
  excerpt: string;
  description: string;
  category: CourseCategory;
  level: CourseLevel;
  requiredTier: CourseTier;
  learnings: string[];
  /** Background colour of the cover and of the lesson clips. */
  color: string;
  lessons: DemoLesson[];
}

/** Demo content: one free and two premium microcourses in Spanish, and one learning path. */
export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: "primeros-pasos-con-la-ia-generativa",
    title: "Primeros pasos con la IA generativa",
    excerpt:
      "Qué es la IA generativa, qué puede hacer hoy por tu trabajo y cómo usarla con cabeza desde el primer día.",
    description:
      "Un microcurso para quien nunca ha usado un asistente de IA en el trabajo, o lo ha probado sin método. En cuatro lecciones cortas entenderás cómo funcionan estos modelos, qué tareas les puedes confiar, cuáles no, y cómo proteger los datos de tus clientes.",
    category: "general",
    level: "beginner",
    requiredTier: "free",
    learnings: [
      "Explicar con tus palabras qué hace un modelo de lenguaje",
      "Elegir tareas de tu día a día en las que la IA ahorra tiempo",
      "Detectar respuestas inventadas antes de que lleguen a un cliente",
      "Aplicar tres reglas básicas de protección de datos",
    ],
    color: "#4f46e5",
    lessons: [
      {
        slug: "que-es-la-ia-generativa",
        title: "Qué es la IA generativa",
        content: `## Un autocompletado muy bien entrenado

Un modelo de lenguaje como los que usan los asistentes de esta plataforma ha leído una cantidad enorme de texto y ha aprendido a **predecir la palabra siguiente**. Esa idea tan simple, a gran escala, le permite resumir, redactar, traducir o explicar.

## Lo que esto implica para ti

- El modelo **no consulta una base de datos** de hechos: genera texto plausible. Por eso a veces se equivoca con total seguridad.
- Cuanto mejor describas la tarea, mejor será la respuesta: el contexto que das es su única información sobre tu caso.
- No recuerda nada entre conversaciones salvo que la herramienta lo guarde expresamente.

## Para llevar

Piensa en la IA como en un colaborador rápido y culto, pero sin experiencia en tu despacho: le das instrucciones claras y revisas su trabajo.`,
      },
      {
        slug: "tareas-donde-la-ia-ahorra-tiempo",
        title: "Tareas donde la IA ahorra tiempo",
        content: `## Empieza por lo repetitivo

Las mejores primeras tareas son las que haces a menudo, tienen un formato conocido y puedes revisar en poco tiempo:

1. **Primeros borradores** de correos, notas informativas o propuestas.
2. **Resúmenes** de documentos largos para decidir si merece la pena leerlos enteros.
3. **Reescritura** de un texto técnico en lenguaje claro para un cliente.
4. **Listas de comprobación** a partir de una norma o un procedimiento interno.

## Mide antes y después

Anota cuánto tardas hoy en una tarea y cuánto tardas con el asistente, **incluida la revisión**. Si no ahorras al menos un tercio del tiempo, esa tarea no es buena candidata todavía.

## Lo que no conviene delegar

Decisiones con consecuencias legales, cálculos que nadie va a comprobar y cualquier texto que se envíe sin leer.`,
      },
      {
        slug: "alucinaciones-y-como-detectarlas",
        title: "Alucinaciones y cómo detectarlas",
        content: `## Qué es una alucinación

Una alucinación es una respuesta **convincente pero falsa**: una sentencia que no existe, una cifra inventada o una cita que nadie dijo. Ocurre porque el modelo genera texto probable, no texto verificado.

## Señales de alarma

- Referencias muy precisas (números de resolución, páginas, fechas) que no le diste tú.
- Respuestas igual de seguras para preguntas fáciles y difíciles.
- Datos recientes: el modelo puede no conocer cambios posteriores a su entrenamiento.

## Tres hábitos que funcionan

1. Pide que **cite el pasaje** del documento en el que se basa.
2. Comprueba toda referencia en la fuente original antes de usarla.
3. Pregunta «¿qué parte de tu respuesta es menos fiable?»: suele señalar bien sus dudas.`,
      },
      {
        slug: "datos-de-clientes-y-privacidad",
        title: "Datos de clientes y privacidad",
        content: `## La regla de oro

**No introduzcas datos personales de clientes** en una herramienta que no haya aprobado tu organización. El RGPD sigue aplicando aunque el texto vaya a un asistente.

## Tres reglas básicas

1. **Anonimiza**: sustituye nombres, DNI y direcciones por marcadores como [CLIENTE] antes de pegar un texto.
2. **Minimiza**: comparte solo el fragmento necesario para la tarea, no el expediente completo.
3. **Documenta**: anota qué herramientas usas y para qué tareas; te lo pedirán en una auditoría.

## Y si ya lo has hecho

Avisa a la persona responsable de protección de datos de tu organización. Actuar pronto es siempre mejor que esperar.`,
      },
    ],
  },
  {
    slug: "prompts-eficaces-para-el-trabajo-diario",
    title: "Prompts eficaces para el trabajo diario",
    excerpt:
      "Una estructura sencilla para escribir instrucciones que dan buenos resultados a la primera, con ejemplos de despacho.",
    description:
      "La diferencia entre una respuesta genérica y una útil suele estar en cómo se pide. Este microcurso te da una estructura de cinco piezas para tus prompts, técnicas para refinar el resultado en pocos turnos y una biblioteca de plantillas reutilizables.",
    category: "herramientas",
    level: "intermediate",
    requiredTier: "premium",
    learnings: [
      "Escribir prompts con rol, contexto, tarea, formato y límites",
      "Refinar una respuesta en dos o tres turnos en lugar de empezar de cero",
      "Pedir al asistente que te haga preguntas antes de responder",
      "Montar tu biblioteca personal de plantillas",
    ],
    color: "#0f766e",
    lessons: [
      {
        slug: "anatomia-de-un-buen-prompt",
        title: "Anatomía de un buen prompt",
        content: `## Cinco piezas

Un prompt eficaz suele tener estas cinco piezas, en este orden:

1. **Rol**: «Actúa como asesor fiscal con experiencia en pymes».
2. **Contexto**: quién es el destinatario y qué sabe ya.
3. **Tarea**: un verbo claro, «redacta», «resume», «compara».
4. **Formato**: extensión, tono, tabla o lista.
5. **Límites**: qué no debe hacer («no inventes cifras; si falta un dato, pregúntamelo»).

## Ejemplo

> Actúa como abogada laboralista. Mi cliente es una pyme de 12 personas sin departamento de RR. HH. Redacta un correo de 150 palabras que explique el registro de jornada. Tono cercano, sin jerga. Si necesitas un dato que no tengo, indícalo entre corchetes.`,
      },
      {
        slug: "refinar-en-pocos-turnos",
        title: "Refinar en pocos turnos",
        content: `## No empieces de cero

Si la primera respuesta no te convence, **corrígela en la misma conversación**: el asistente conserva el contexto y aprende de tu indicación.

## Indicaciones que funcionan

- «Más corto: la mitad de palabras, mismas ideas».
- «El segundo párrafo es demasiado técnico para el cliente; reescríbelo».
- «Mantén la estructura, pero cambia el tono a formal».

## Cuándo sí empezar de nuevo

Cuando la conversación se ha llenado de correcciones contradictorias. Copia la mejor versión, abre una conversación nueva y pega tus instrucciones finales ya limpias.`,
      },
      {
        slug: "que-te-pregunte-antes-de-responder",
        title: "Que te pregunte antes de responder",
        content: `## La técnica

Termina tu prompt con: **«Antes de responder, hazme las preguntas que necesites para hacerlo bien»**. El asistente detectará los huecos de información que tú no has visto.

## Por qué funciona

El modelo tiende a rellenar lo que falta con suposiciones. Al pedirle preguntas, conviertes esas suposiciones en decisiones tuyas.

## Ejemplo de uso

Para preparar una propuesta de honorarios, el asistente suele preguntar por el alcance, los plazos, el volumen de documentación y si hay precedentes con el cliente: justo lo que cambia el precio.`,
      },
      {
        slug: "tu-biblioteca-de-plantillas",
        title: "Tu biblioteca de plantillas",
        content: `## Guarda lo que funciona

Cada vez que un prompt te dé un buen resultado, **guárdalo como plantilla** con marcadores para las partes variables: [CLIENTE], [DOCUMENTO], [PLAZO].

## Cómo organizarla

- Una carpeta por tipo de tarea: correos, resúmenes, análisis, formación.
- Un nombre que diga el resultado: «Correo de recordatorio de pago amable».
- Una nota con el último uso y qué tuviste que corregir.

## Compártela

Una biblioteca común hace que todo el equipo trabaje con la misma calidad y tono. Revísala cada trimestre y retira lo que ya no se usa.`,
      },
    ],
  },
  {
    slug: "estrategia-de-ia-para-despachos",
    title: "Estrategia de IA para despachos profesionales",
    excerpt: "Cómo pasar de pruebas sueltas a un plan: casos de uso, política interna y medición del retorno.",
    description:
      "Para socios y responsables de despacho que quieren ordenar el uso de la IA. Tres lecciones para elegir casos de uso con criterio, escribir una política interna breve y medir si la inversión compensa.",
    category: "estrategia",
    level: "advanced",
    requiredTier: "premium",
    learnings: [
      "Priorizar casos de uso por valor y riesgo",
      "Redactar una política interna de uso de IA en una página",
      "Definir indicadores de retorno antes de empezar",
    ],
    color: "#b45309",
    lessons: [
      {
        slug: "elegir-casos-de-uso",
        title: "Elegir casos de uso",
        content: `## Una matriz de dos ejes

Coloca cada idea en una matriz de **valor** (horas ahorradas, calidad, satisfacción del cliente) y **riesgo** (datos sensibles, impacto de un error, exposición regulatoria).

- **Alto valor, bajo riesgo**: empieza aquí. Borradores internos, resúmenes, formación.
- **Alto valor, alto riesgo**: pilotos controlados con revisión obligatoria.
- **Bajo valor**: no merecen el esfuerzo de cambio, aunque sean fáciles.

## Pregunta al equipo

Las mejores ideas salen de quien hace el trabajo. Una encuesta de cinco minutos sobre «la tarea que más tiempo te roba» da una lista inicial excelente.`,
      },
      {
        slug: "politica-interna-en-una-pagina",
        title: "Política interna en una página",
        content: `## Qué debe decir

Una política útil cabe en **una página** y responde a cinco preguntas:

1. ¿Qué herramientas están aprobadas?
2. ¿Qué datos no se introducen nunca?
3. ¿Quién revisa un texto generado antes de que salga del despacho?
4. ¿Cómo se informa al cliente, si procede?
5. ¿A quién se consulta en caso de duda?

## El Reglamento europeo de IA

Aunque la mayoría de los usos de un despacho son de riesgo limitado, el reglamento exige **alfabetización en IA** del personal. Esta formación y una política escrita son una buena base para demostrarlo.`,
      },
      {
        slug: "medir-el-retorno",
        title: "Medir el retorno",
        content: `## Antes de empezar

Define **dos o tres indicadores** y mide su valor actual: horas por tarea, plazo de entrega, número de revisiones, satisfacción del cliente.

## Durante el piloto

- Registra el tiempo **incluida la revisión humana**.
- Anota los errores detectados y su gravedad.
- Recoge la opinión del equipo cada dos semanas.

## La decisión

Al cabo de dos o tres meses compara con la línea base. Si el ahorro es claro y los errores están controlados, amplía el uso; si no, ajusta el caso de uso o descártalo sin remordimientos.`,
      },
    ],
  },
];

export const DEMO_LEARNING_PATH = {
  slug: "ia-para-despachos",
  title: "IA para despachos",
  description:
    "Del primer contacto con la IA a un plan para todo el despacho: fundamentos, técnica de prompts y estrategia, en este orden.",
  courses: DEMO_COURSES.map((course) => course.slug),
};
