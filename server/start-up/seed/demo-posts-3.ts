import type { DemoPost } from "./demo-types";

export const DEMO_POSTS_3: DemoPost[] = [
  {
    slug: "como-evaluar-una-herramienta-de-ia",
    title: "Cómo evaluar una herramienta de IA antes de contratarla",
    category: "productividad",
    daysAgo: 36,
    featured: false,
    excerpt:
      "Cada semana aparecen nuevas herramientas de IA para profesionales. Una lista de comprobación para distinguir las que aportan valor de las que solo prometen.",
    content: `El mercado de herramientas de inteligencia artificial crece a un ritmo difícil de seguir. Cada semana aparece una aplicación que promete redactar, analizar o automatizar mejor que las demás. Antes de pagar una suscripción o implantarla en tu equipo, conviene evaluarla con método.

## 1. Define el problema antes que la herramienta

La pregunta no es «¿qué puede hacer esta herramienta?», sino «¿qué problema concreto tengo y cuánto me cuesta hoy?». Si no puedes describir la tarea que quieres mejorar y el tiempo que te lleva, será imposible saber si la inversión compensa.

## 2. Prueba con casos reales

Las demostraciones comerciales están preparadas para brillar. Pide un periodo de prueba y usa documentos y situaciones de tu día a día, convenientemente anonimizados. Prepara cinco o diez casos representativos, incluidos algunos difíciles, y evalúa los resultados con criterios claros: exactitud, tiempo ahorrado y facilidad de uso.

## 3. Revisa la privacidad y la seguridad

- ¿Dónde se almacenan los datos y durante cuánto tiempo?
- ¿Se utilizan para entrenar modelos?
- ¿Ofrece contrato de encargado del tratamiento?
- ¿Permite gestionar usuarios, permisos y auditoría de accesos?

Si el proveedor no responde con claridad a estas preguntas, es una señal de alerta.

## 4. Comprueba la integración

Una herramienta excelente que obliga a copiar y pegar entre cinco aplicaciones acabará abandonada. Valora si se integra con el correo, el gestor documental o el software que ya usas, y si exporta los resultados en formatos estándar.

## 5. Calcula el coste total

Al precio de la licencia súmale el tiempo de implantación, la formación del equipo y el esfuerzo de revisión de resultados. Compara ese coste con el ahorro estimado en tus casos de prueba. Una herramienta barata que requiere corregirlo todo puede salir más cara que una de precio superior.

## 6. Piensa en la dependencia

¿Qué ocurre si el proveedor sube precios, cambia sus condiciones o desaparece? Prefiere soluciones que permitan exportar tus datos y configuraciones, y evita construir procesos críticos sobre una única herramienta sin alternativa.

## 7. Empieza pequeño

Implanta primero con un grupo reducido y motivado durante un mes. Recoge sus opiniones, mide resultados y decide después si extender el uso. Este enfoque reduce riesgos y genera defensores internos que facilitan la adopción.

## Conclusión

Evaluar con método evita dos errores frecuentes: rechazar por miedo herramientas que aportarían mucho y adoptar por moda otras que no resuelven nada. Con esta lista de comprobación tendrás argumentos sólidos para decidir.`,
  },
  {
    slug: "ia-para-docentes",
    title: "IA para docentes: preparar clases y evaluar mejor",
    category: "educacion",
    daysAgo: 42,
    featured: false,
    excerpt:
      "De la programación de una unidad didáctica a la retroalimentación personalizada: ideas concretas para que el profesorado ahorre tiempo con la IA y enseñe mejor.",
    content: `El profesorado ha sido uno de los colectivos que más rápido se ha encontrado con la inteligencia artificial, a menudo a través de los trabajos de sus propios alumnos. Pero más allá del debate sobre el plagio, la IA ofrece a los docentes herramientas valiosas para **preparar mejor sus clases y dedicar más tiempo a cada estudiante**.

## Preparar materiales

- **Programaciones**: a partir de los objetivos del currículo, un asistente puede proponer una secuencia de sesiones con actividades, recursos y criterios de evaluación. El docente la revisa y adapta a su grupo.
- **Actividades diferenciadas**: un mismo texto puede reescribirse en tres niveles de dificultad para atender a la diversidad del aula.
- **Bancos de preguntas**: generar preguntas de comprensión, problemas con distintos enunciados o casos prácticos para debatir.
- **Rúbricas**: redactar descriptores claros para cada nivel de desempeño.

## Evaluar y dar retroalimentación

Corregir lleva muchas horas. La IA puede ayudar a redactar comentarios personalizados a partir de las observaciones del docente, a detectar errores frecuentes en un conjunto de ejercicios o a proponer actividades de refuerzo para quien las necesita. La calificación, sin embargo, debe seguir siendo una decisión del profesor: conoce al alumno, su esfuerzo y su contexto.

## Enseñar a usar la IA

Prohibir la IA en el aula es poco realista. Es más útil enseñar a usarla con sentido crítico: contrastar la información, citar su uso, reconocer sus errores y entender sus sesgos. Algunas propuestas:

- Pedir a los alumnos que comparen una respuesta de la IA con fuentes fiables y señalen las diferencias.
- Diseñar tareas en las que el proceso importe tanto como el resultado: borradores, reflexiones y presentaciones orales.
- Usar la IA como compañero de debate que plantea contraargumentos.

## Privacidad de los menores

Los datos de los estudiantes merecen una protección especial. No introduzcas nombres, calificaciones ni información personal en herramientas que el centro no haya aprobado, y consulta la política de tu administración educativa sobre el uso de servicios externos.

## Conclusión

Bien integrada, la IA no sustituye al docente: le quita trabajo repetitivo y le ofrece nuevas formas de personalizar el aprendizaje. El reto es formarse, compartir experiencias con otros compañeros y mantener siempre el foco en lo esencial, que el alumnado aprenda más y mejor.`,
  },
  {
    slug: "alucinaciones-de-la-ia",
    title: "Alucinaciones de la IA: por qué ocurren y cómo detectarlas",
    category: "etica-y-regulacion",
    daysAgo: 48,
    featured: false,
    excerpt:
      "Los modelos de lenguaje a veces inventan datos con total seguridad. Entender por qué ocurre es el primer paso para trabajar con ellos sin caer en errores graves.",
    content: `Uno de los fenómenos más desconcertantes de los asistentes de IA es su capacidad para inventar: citas que nadie dijo, sentencias que no existen, estadísticas sin fuente. Se conocen como **alucinaciones** y cualquier profesional que use estas herramientas debe saber reconocerlas.

## Por qué ocurren

Un modelo de lenguaje no consulta una base de datos de hechos verificados. Su funcionamiento consiste en predecir, palabra a palabra, la continuación más probable de un texto a partir de los patrones que aprendió durante su entrenamiento. Cuando la respuesta correcta está bien representada en esos datos, suele acertar. Cuando no lo está, el modelo sigue generando un texto **plausible**, aunque no sea cierto.

Por eso las alucinaciones son más frecuentes en:

- Datos muy específicos: cifras, fechas, referencias legales o bibliográficas.
- Temas recientes, posteriores al entrenamiento del modelo.
- Preguntas con una premisa falsa, que el modelo tiende a aceptar.
- Peticiones de listas largas, donde los últimos elementos suelen ser menos fiables.

## Señales de alerta

- Referencias demasiado perfectas: un artículo con título, autores, año y páginas que encaja exactamente con lo que buscabas.
- Precisión sospechosa en cifras sin fuente.
- Respuestas distintas cuando repites la misma pregunta.
- Ausencia de matices en temas que sabes que son discutidos.

## Cómo reducir el riesgo

1. **Proporciona tú las fuentes.** Si pegas el documento o la norma en la conversación y pides que responda solo con esa información, el riesgo disminuye mucho.
2. **Pide que cite y verifica.** Solicita referencias concretas y comprueba cada una en la fuente original.
3. **Permite el «no lo sé».** Indica expresamente que prefieres una respuesta incompleta a una inventada.
4. **Usa herramientas con búsqueda** cuando necesites información actual, y revisa igualmente los enlaces.
5. **Aplica más control cuanto mayor sea el impacto.** Un borrador de correo admite errores menores; un escrito judicial, un informe médico o una cifra en un documento oficial, no.

## Una cuestión de responsabilidad

Varios profesionales han tenido problemas serios por presentar documentos con referencias inventadas por una IA. La herramienta no asume responsabilidad alguna: quien firma, responde. Integrar la verificación en tu flujo de trabajo no es desconfianza, es profesionalidad.

## Conclusión

Las alucinaciones no hacen inútiles a los asistentes de IA, pero sí determinan cómo deben usarse: como generadores de borradores y de ideas que una persona experta revisa, no como fuentes de verdad.`,
  },
];
