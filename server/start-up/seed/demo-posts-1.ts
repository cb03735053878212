import type { DemoPost } from "./demo-types";

export const DEMO_POSTS_1: DemoPost[] = [
  {
    slug: "como-empezar-con-ia-generativa-en-tu-despacho",
    title: "Cómo empezar a usar la IA generativa en tu despacho profesional",
    category: "productividad",
    daysAgo: 2,
    featured: true,
    excerpt:
      "Una hoja de ruta sencilla para incorporar asistentes de IA al trabajo diario sin improvisar: tareas por las que empezar, reglas básicas y cómo medir si compensa.",
    content: `La inteligencia artificial generativa ya no es una promesa lejana: cualquier profesional puede abrir un asistente y pedirle un borrador, un resumen o una tabla comparativa en segundos. La pregunta ya no es si usarla, sino **cómo empezar sin perder tiempo ni asumir riesgos innecesarios**.

## Empieza por las tareas repetitivas

El mejor punto de partida son las tareas que haces cada semana y que siguen un patrón: redactar correos de seguimiento, preparar el orden del día de una reunión, convertir notas desordenadas en un informe o resumir un documento largo. En estas tareas el asistente aporta velocidad y tú conservas el control, porque conoces bien el resultado que esperas y detectas enseguida un error.

Haz una lista de cinco tareas concretas y estima cuánto tiempo te llevan hoy. Esa lista será tu banco de pruebas durante el primer mes.

## Define tres reglas antes de empezar

1. **Nada de datos personales ni confidenciales** en herramientas que no hayas revisado. Si necesitas trabajar con un documento de un cliente, anonimízalo primero.
2. **Todo lo que sale de la IA es un borrador.** La responsabilidad profesional sigue siendo tuya, así que revisa cifras, nombres y referencias.
3. **Guarda los prompts que funcionan.** Un documento compartido con tus mejores instrucciones ahorra horas al equipo.

## Aprende a dar contexto

La diferencia entre una respuesta mediocre y una útil casi siempre está en el contexto. Explica quién eres, para quién es el texto, qué tono necesitas y qué formato esperas. Por ejemplo: «Soy asesora laboral. Redacta un correo breve y cordial para un cliente explicando los tres documentos que necesito para tramitar su alta. Usa viñetas». Cuanto más concreto seas, menos tendrás que corregir.

## Mide el resultado

Al cabo de cuatro semanas, vuelve a tu lista de tareas. ¿Cuánto tiempo te llevan ahora? ¿Ha mejorado la calidad o solo la rapidez? ¿Qué tareas no han funcionado? Con estos datos podrás decidir con criterio si merece la pena invertir en herramientas de pago, en formación para el equipo o en asistentes especializados para tu sector.

## El siguiente paso

Cuando domines lo básico, prueba asistentes diseñados para tu profesión: conocen el vocabulario, los formatos habituales y las precauciones propias de tu sector. Es la forma más rápida de pasar de la curiosidad a una mejora real y medible en tu día a día.`,
  },
  {
    slug: "guia-practica-de-prompts-para-profesionales",
    title: "Guía práctica de prompts para profesionales",
    category: "productividad",
    daysAgo: 5,
    featured: true,
    excerpt:
      "Las instrucciones que das a un asistente de IA determinan la calidad de la respuesta. Te explicamos una estructura fácil de recordar y ejemplos listos para adaptar.",
    content: `Escribir buenas instrucciones para un asistente de IA, lo que se conoce como *prompts*, es una habilidad que se aprende en pocas horas y se nota desde el primer día. No hace falta memorizar trucos: basta con una estructura clara y algo de práctica.

## La estructura RCTF

Una forma sencilla de recordar qué incluir es el acrónimo **RCTF**:

- **Rol**: quién debe ser el asistente. «Actúa como un consultor financiero con experiencia en pymes».
- **Contexto**: la situación y los datos relevantes. «Mi cliente es una empresa de reformas con 12 empleados y márgenes ajustados».
- **Tarea**: qué quieres exactamente. «Propón cinco medidas para mejorar su tesorería en seis meses».
- **Formato**: cómo quieres la respuesta. «Una tabla con medida, impacto estimado y dificultad».

No siempre necesitarás los cuatro elementos, pero repasarlos mentalmente evita la mayoría de respuestas genéricas.

## Pide pasos intermedios

Para tareas complejas, divide el trabajo. Primero pide un esquema; después, desarrolla cada punto; por último, solicita una revisión crítica del resultado. Este enfoque por etapas produce textos más coherentes que una única petición gigantesca y te permite corregir el rumbo a tiempo.

## Da ejemplos

Si tienes un documento que te gusta, muéstraselo al asistente como modelo: «Este es un informe que escribí el mes pasado. Redacta el de este mes con el mismo estilo y estructura a partir de estos datos». Los ejemplos comunican tono y formato mejor que cualquier descripción.

## Pide que te pregunte

Una instrucción muy útil es terminar con: «Antes de responder, hazme las preguntas que necesites para hacerlo bien». El asistente detectará la información que falta y tú evitarás respuestas basadas en suposiciones.

## Revisa y mejora

Trata la primera respuesta como un punto de partida. Puedes pedir que sea más breve, más formal, que añada un ejemplo o que elimine tecnicismos. Iterar dos o tres veces suele ser suficiente para obtener un resultado que podrías firmar.

## Plantillas para empezar

- «Resume este documento en cinco puntos para un cliente sin formación técnica».
- «Compara estas dos propuestas en una tabla y señala los riesgos de cada una».
- «Convierte estas notas de reunión en un acta con acuerdos, responsables y plazos».

Guarda tus plantillas favoritas y compártelas con tu equipo: en poco tiempo tendréis una biblioteca de instrucciones probadas que hará el trabajo de todos más rápido y homogéneo.`,
  },
  {
    slug: "revision-de-contratos-con-ia",
    title: "Revisión de contratos con IA: ventajas, límites y buenas prácticas",
    category: "derecho",
    daysAgo: 9,
    featured: false,
    excerpt:
      "La IA puede acelerar la lectura de contratos y detectar cláusulas problemáticas, pero no sustituye el criterio jurídico. Así se usa con seguridad en un despacho.",
    content: `Revisar contratos es una de las tareas que más tiempo consume en cualquier despacho. Los asistentes de IA pueden leer decenas de páginas en segundos, señalar cláusulas inusuales y comparar versiones. Bien utilizados, liberan horas para el trabajo que de verdad requiere a un abogado: **negociar, valorar riesgos y aconsejar**.

## Qué hace bien la IA

- **Resumir** las obligaciones principales de cada parte, los plazos y las penalizaciones.
- **Detectar ausencias**: cláusulas de confidencialidad, limitación de responsabilidad o resolución de conflictos que no aparecen.
- **Comparar versiones** y explicar en lenguaje claro qué ha cambiado entre el borrador de la otra parte y el tuyo.
- **Redactar propuestas alternativas** para una cláusula concreta, con distintos niveles de protección.

## Dónde están los límites

Los modelos de lenguaje pueden equivocarse con seguridad aparente. Pueden citar artículos que no existen, interpretar mal una remisión a otro documento o pasar por alto un matiz que cambia el sentido de una cláusula. Además, no conocen el contexto comercial de tu cliente: qué está dispuesto a ceder, qué relación tiene con la otra parte o qué ha ocurrido en negociaciones anteriores.

Por eso la regla es clara: **la IA propone, el abogado decide**. Cualquier conclusión debe verificarse contra el texto original y la normativa aplicable.

## Confidencialidad ante todo

Un contrato contiene datos personales y secretos comerciales. Antes de subirlo a una herramienta, comprueba dónde se procesan los datos, si se usan para entrenar modelos y qué garantías ofrece el proveedor. Cuando no estés seguro, sustituye nombres, importes y direcciones por marcadores genéricos. Tu deber de secreto profesional no cambia por usar una herramienta nueva.

## Un flujo de trabajo recomendado

1. Anonimiza el documento si la herramienta no está aprobada por el despacho.
2. Pide un resumen estructurado y una lista de cláusulas de riesgo.
3. Lee el contrato completo con ese resumen como guía, no como sustituto.
4. Usa la IA para redactar alternativas a las cláusulas que quieras negociar.
5. Revisa el resultado final con la misma exigencia que aplicarías al trabajo de un compañero junior.

## Conclusión

La revisión asistida no elimina el trabajo jurídico, pero cambia su reparto: menos tiempo leyendo y más tiempo pensando. Los despachos que documentan su forma de trabajar con IA y forman a su equipo obtienen ahorros reales sin comprometer la calidad ni la confidencialidad.`,
  },
  {
    slug: "reglamento-europeo-de-ia-explicado",
    title: "El Reglamento Europeo de IA explicado para profesionales",
    category: "etica-y-regulacion",
    daysAgo: 13,
    featured: false,
    excerpt:
      "El Reglamento de Inteligencia Artificial de la Unión Europea clasifica los sistemas según su riesgo. Te contamos qué implica si usas o recomiendas herramientas de IA.",
    content: `La Unión Europea ha aprobado el primer marco legal integral sobre inteligencia artificial. Aunque gran parte de las obligaciones recaen en quienes desarrollan y comercializan sistemas, los profesionales que los **utilizan** también deben conocer sus principios básicos.

## Un enfoque basado en el riesgo

El Reglamento no trata igual a todas las aplicaciones. Las clasifica en niveles:

- **Riesgo inaceptable**: prácticas prohibidas, como la puntuación social de personas por parte de autoridades públicas o la manipulación que explota vulnerabilidades.
- **Alto riesgo**: sistemas usados en ámbitos sensibles como la selección de personal, la educación, el acceso a servicios esenciales o la administración de justicia. Deben cumplir requisitos estrictos de calidad de datos, documentación, supervisión humana y ciberseguridad.
- **Riesgo limitado**: sistemas con obligaciones de transparencia, como los asistentes conversacionales, que deben informar de que el usuario interactúa con una IA, o los contenidos generados artificialmente, que deben poder identificarse.
- **Riesgo mínimo**: la mayoría de aplicaciones cotidianas, sin obligaciones específicas más allá de las buenas prácticas.

## Qué significa para tu trabajo

Si usas un asistente para redactar documentos o resumir información, lo más probable es que estés en el nivel de riesgo limitado o mínimo. Aun así, conviene adoptar hábitos que el Reglamento promueve: **transparencia** con tus clientes sobre el uso de IA cuando sea relevante, **supervisión humana** de los resultados y **registro** de las herramientas que utilizas.

Si trabajas en recursos humanos, educación o sectores regulados y utilizas sistemas que influyen en decisiones sobre personas, la situación cambia: debes comprobar que el proveedor cumple los requisitos de alto riesgo y establecer procedimientos de supervisión.

## Alfabetización en IA

Una de las obligaciones más transversales es la de garantizar un nivel suficiente de **alfabetización en IA** del personal que utiliza estos sistemas. En la práctica, las organizaciones deben formar a sus equipos para que entiendan las capacidades, limitaciones y riesgos de las herramientas que emplean.

## Calendario escalonado

Las obligaciones entran en vigor de forma progresiva a lo largo de varios años: primero las prohibiciones, después las normas sobre modelos de uso general y, más tarde, los requisitos para sistemas de alto riesgo. Es un buen momento para hacer inventario de las herramientas que usas y preparar a tu organización con tiempo.

## En resumen

El Reglamento no pretende frenar la adopción de la IA, sino generar confianza. Para los profesionales, cumplirlo pasa por elegir proveedores serios, formarse y mantener siempre el criterio humano en las decisiones importantes.`,
  },
];
