import type { MaturityContent } from "../maturity-content";

export const MATURITY_ES: MaturityContent = {
  dimensions: {
    strategy: {
      name: "Estrategia",
      description: "Si la IA responde a objetivos de negocio claros, con patrocinio, presupuesto y métricas.",
      recommendations: [
        "Escribe en una página para qué quieres usar la IA y qué objetivo de negocio apoya cada uso.",
        "Nombra a una persona de dirección como patrocinadora y reserva un presupuesto pequeño para pilotos.",
        "Elige dos o tres indicadores (horas ahorradas, errores, satisfacción) y mídelos antes y después.",
      ],
    },
    data: {
      name: "Datos",
      description: "Si sabes qué datos tienes, su calidad, quién los gestiona y cómo se protegen.",
      recommendations: [
        "Haz un inventario sencillo de tus fuentes de datos: qué contienen, dónde están y quién es responsable.",
        "Revisa la calidad de los datos del primer caso de uso antes de conectarlos a una herramienta de IA.",
        "Define qué datos personales o confidenciales no pueden introducirse nunca en herramientas externas.",
      ],
    },
    technology: {
      name: "Tecnología",
      description: "Si las herramientas de IA están elegidas, integradas, son seguras y se supervisan.",
      recommendations: [
        "Aprueba una lista corta de herramientas de IA con cuentas corporativas en lugar de cuentas personales.",
        "Comprueba las condiciones de cada proveedor: dónde se tratan los datos y si se usan para entrenar modelos.",
        "Registra el uso y los costes de cada herramienta para decidir con datos qué ampliar y qué retirar.",
      ],
    },
    people: {
      name: "Personas y competencias",
      description: "Si el equipo sabe usar la IA con criterio y tiene formación, referentes y apoyo al cambio.",
      recommendations: [
        "Ofrece a todo el equipo una formación básica de alfabetización en IA, obligatoria según la Ley de IA de la UE.",
        "Identifica a dos o tres personas entusiastas como referentes que ayuden a sus compañeros.",
        "Explica qué cambia en cada puesto y qué no, para reducir el miedo y la resistencia.",
      ],
    },
    governance: {
      name: "Gobernanza y ética",
      description: "Si hay una política de uso, gestión de riesgos, transparencia y revisión del cumplimiento.",
      recommendations: [
        "Aprueba una política de uso de IA de una página: usos permitidos, prohibidos y a quién preguntar.",
        "Clasifica tus usos de IA según el nivel de riesgo de la Ley de IA de la UE y documenta los de alto riesgo.",
        "Decide cuándo informarás a clientes y empleados de que un contenido o una decisión usa IA.",
      ],
    },
    processes: {
      name: "Procesos",
      description: "Si los procesos están mapeados, los pilotos se ejecutan con método y hay revisión humana.",
      recommendations: [
        "Mapea un proceso repetitivo y marca los pasos donde la IA puede ayudar y los que deben seguir siendo humanos.",
        "Lanza un piloto de cuatro a seis semanas con un objetivo medible y una fecha para decidir si seguir.",
        "Establece quién revisa cada resultado de la IA antes de que llegue a un cliente.",
      ],
    },
  },
  items: {
    "strategy-vision": "Tenemos por escrito para qué queremos usar la IA y qué objetivos de negocio apoya.",
    "strategy-sponsor": "Una persona de dirección patrocina la adopción de la IA y responde de ella.",
    "strategy-use-cases": "Hemos identificado y priorizado casos de uso concretos según su impacto y esfuerzo.",
    "strategy-budget": "Hay presupuesto asignado para herramientas, formación y pilotos de IA.",
    "strategy-metrics": "Medimos el valor que aporta la IA con indicadores definidos de antemano.",
    "data-inventory": "Sabemos qué datos tenemos, dónde están y para qué pueden usarse.",
    "data-quality": "Los datos que usamos están completos, actualizados y sin duplicados relevantes.",
    "data-access": "Las personas que lo necesitan pueden acceder a los datos de forma sencilla y controlada.",
    "data-protection": "Cumplimos el RGPD al usar datos personales con IA y sabemos qué datos no deben salir.",
    "data-ownership": "Cada conjunto de datos importante tiene una persona responsable de su calidad.",
    "technology-tools": "Hemos elegido y aprobado las herramientas de IA que puede usar el equipo.",
    "technology-integration": "Las herramientas de IA están integradas con nuestros sistemas habituales.",
    "technology-security": "Las herramientas de IA cumplen nuestros requisitos de seguridad y de acceso.",
    "technology-vendors": "Hemos revisado las condiciones de los proveedores de IA, incluido el uso de nuestros datos.",
    "technology-monitoring": "Supervisamos el uso, los costes y la calidad de las herramientas de IA.",
    "people-literacy": "La mayoría del equipo entiende qué puede y qué no puede hacer la IA.",
    "people-training": "Hay un plan de formación en IA adaptado a cada perfil.",
    "people-champions": "Hay personas de referencia que ayudan a sus compañeros a usar la IA.",
    "people-roles": "Hemos revisado cómo cambian los puestos y las responsabilidades con la IA.",
    "people-change": "La dirección comunica el cambio y el equipo participa en él.",
    "governance-policy": "Tenemos una política de uso de la IA conocida por todo el equipo.",
    "governance-risk": "Evaluamos los riesgos de cada uso de IA antes de ponerlo en marcha.",
    "governance-ai-act": "Sabemos qué obligaciones nos impone la Ley de IA de la UE y las cumplimos.",
    "governance-transparency":
      "Informamos a clientes y empleados cuando la IA interviene en un contenido o una decisión.",
    "governance-review": "Revisamos periódicamente el cumplimiento y los incidentes relacionados con la IA.",
    "processes-mapped": "Hemos mapeado los procesos en los que la IA puede aportar valor.",
    "processes-pilots": "Ejecutamos pilotos con objetivos, plazos y criterios para decidir si seguir.",
    "processes-human-review": "Cada resultado de la IA que llega a un cliente lo revisa una persona.",
    "processes-documented": "Los procesos con IA están documentados y cualquiera del equipo puede seguirlos.",
    "processes-improvement": "Mejoramos los procesos con IA a partir de errores y sugerencias del equipo.",
  },
  levels: {
    "1": {
      name: "Inicial",
      description: "La IA se usa de forma aislada y por iniciativa personal, sin objetivos, reglas ni medición.",
    },
    "2": {
      name: "Exploración",
      description:
        "Hay interés y primeras pruebas, pero faltan una estrategia, una política de uso y datos preparados.",
    },
    "3": {
      name: "Experimentación",
      description: "Hay casos de uso y pilotos con cierto método; el reto es pasar de pruebas a procesos estables.",
    },
    "4": {
      name: "Integración",
      description: "La IA forma parte de procesos clave, con gobernanza, formación y medición de resultados.",
    },
    "5": {
      name: "Transformación",
      description: "La IA es una capacidad de la organización que se gestiona, se mide y se mejora de forma continua.",
    },
  },
};
