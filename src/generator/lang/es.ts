/** Spanish. */
import { colourTable, type LanguagePack, numberTable, words } from "./types.js";

export const es: LanguagePack = {
  code: "es",
  name: "Spanish",
  languages: {
    en: words("inglés|ingles|al inglés"),
    de: words("alemán|aleman|al alemán"),
    fr: words("francés|frances|al francés"),
    es: words("español|espanol|castellano|al español"),
    it: words("italiano|al italiano"),
    nl: words("neerlandés|holandés|al neerlandés"),
    pt: words("portugués|portugues|al portugués"),
    pl: words("polaco|al polaco"),
    hu: words("húngaro|hungaro|al húngaro"),
    ca: words("catalán|catalan|al catalán"),
  },
  weekdays: [
    words("lunes|lun"),
    words("martes|mar"),
    words("miércoles|miercoles|mié|mie"),
    words("jueves|jue"),
    words("viernes|vie"),
    words("sábado|sabado|sábados|sabados|sáb|sab"),
    words("domingo|domingos|dom"),
  ],
  dayGroups: {
    weekend: words("fin de semana|fines de semana|los fines de semana|el finde|finde|sábado y domingo"),
    weekdays: words("entre semana|días laborables|de lunes a viernes|lun-vie"),
  },
  months: [
    words("enero|ene"),
    words("febrero|feb"),
    words("marzo|mar"),
    words("abril|abr"),
    words("mayo|may"),
    words("junio|jun"),
    words("julio|jul"),
    words("agosto|ago"),
    words("septiembre|setiembre|sep|sept"),
    words("octubre|oct"),
    words("noviembre|nov"),
    words("diciembre|dic"),
  ],
  numbers: numberTable(
    "uno 1|una 1|un 1|dos 2|tres 3|cuatro 4|cinco 5|seis 6|siete 7|ocho 8|nueve 9|diez 10|once 11|doce 12|mediodía 12",
  ),
  ordinals: numberTable(
    "primero 1|primera 1|primer 1|segundo 2|segunda 2|tercero 3|tercera 3|tercer 3|cuarto 4|cuarta 4|quinto 5|quinta 5|último -1|última -1|primeros 1|primeras 1|últimos -1|últimas -1",
  ),
  verbs: {
    add: words(
      "añade|añadir|agrega|agregar|añadan|incluye|incluir|pon|poner|mete|meter|muestra|mostrar|menciona",
    ),
    remove: words("quita|quitar|elimina|eliminar|borra|borrar|saca|sacar|suprime|suprimir"),
    move: words(
      "mueve|mover|pon|poner|coloca|colocar|sube|subir|baja|bajar|pasa|pasar|ponga|pongan|mueva|muevan|coloque|coloquen|suba",
    ),
    change: words(
      "cambia|cambiar|pon|poner|actualiza|actualizar|corrige|corregir|modifica|modificar|usa|usar|sube|subid|suba|subir|baja|bajad|baje|bajar",
    ),
    make: words("hazlo|hazla|hazle|ponle|dale|déjalo|déjala|haz|hacer|pon|ponlo|ponla|deja|dejar"),
    rename: words("renombra|renombrar|llama|llamar|cambia el nombre"),
    replace: words("reemplaza|reemplazar|sustituye|sustituir"),
    translate: words("traduce|traducir|traducción"),
    shorten: words("acorta|acortar|resume|resumir|recorta|recortar"),
    lengthen: words("alarga|alargar|amplía|ampliar|extiende|extender"),
    highlight: words("destaca|destacar|resalta|resaltar|marca|marcar"),
  },
  sections: {
    hero: words("portada|cabecera|banner|encabezado|arriba|parte de arriba|hero"),
    about: words("sobre nosotros|quiénes somos|quienes somos|nuestra historia|historia|sobre mí"),
    services: words("servicios|servicio|lo que hacemos"),
    features: words("funciones|características|caracteristicas|funcionalidades"),
    benefits: words("ventajas|beneficios|por qué nosotros"),
    products: words("productos|producto|carta|menú|menu|platos|colores|color|sabores|sabor"),
    projects: words("proyectos|proyecto|trabajos|portafolio|portfolio"),
    learn: words("lo que aprenderás|temario|contenidos|módulos|temas"),
    skills: words("habilidades|competencias"),
    offers: words("ofertas|promociones|oferta"),
    pricing: words("precios|tarifas|tarifa|planes|plan|paquetes|paquete|lista de precios|entradas"),
    hours: words("horario|horarios|horas de apertura"),
    "event-details": words("detalles|detalles del evento|cuándo y dónde"),
    countdown: words("cuenta atrás|cuenta regresiva|contador|countdown|temporizador"),
    agenda: words("agenda|programa|horario del evento"),
    speakers: words(
      "ponentes|ponente|oradores|orador|oradora|conferenciantes|conferenciante|presentadores|presentadora",
    ),
    host: words(
      "anfitrión|organizador|presentador|profesor|profesora|instructor|instructora|formador|formadora",
    ),
    team: words("equipo|nuestro equipo|personal"),
    testimonials: words("testimonios|testimonio|opiniones de clientes|citas"),
    reviews: words("reseñas|reseña|opiniones|opinión|valoraciones|valoración"),
    gallery: words("galería|galeria|fotos|imágenes"),
    faq: words("preguntas frecuentes|faq|preguntas"),
    download: words("descarga|descargas"),
    contact: words("contacto|datos de contacto|contáctanos"),
    registration: words("inscripción|inscripcion|registro|formulario de inscripción|reserva"),
    signup: words("lista de espera|registrarse"),
    subscribe: words("boletín|newsletter|suscripción|suscribirse"),
    "lead-form": words("formulario de presupuesto|solicitud|presupuesto"),
    cta: words("llamada a la acción"),
    stats: words("cifras|estadísticas"),
    logos: words("logos|clientes|marcas|socios"),
    ratings: words("estrellas|valoración"),
    trust: words("garantías|sellos"),
    shipping: words("envío|envíos|entrega"),
    deliverables: words("qué recibes|entregables"),
    "how-it-works": words("cómo funciona|pasos|proceso"),
    "problem-solution": words("problema|solución"),
    samples: words("muestras|muestra"),
  },
  sectionWords: words("sección|seccion|bloque|parte|apartado|tabla|lista|secciones|bloques|partes|apartados"),
  itemWords: words("elemento|tarjeta|entrada|línea|plan|opción|plato|punto"),
  emphasis: words("negrita|en negrita|cursiva|en cursiva|subrayado|subrayada|subráyalo"),
  texts: {
    headline: words("titular|título principal|titulo principal|encabezado principal|título grande"),
    tagline: words("subtítulo|subtitulo|eslogan|lema"),
    button: words("botón|boton|botones|cta"),
    title: words("título|titulo|título de la página"),
    heading: words("título de la sección|encabezado"),
    company: words("nombre de la empresa|nombre del negocio|nombre comercial"),
    lead: words("introducción|descripción|texto|párrafo|intro|entradilla|texto de introducción"),
  },
  colours: colourTable(
    "rojo #dc2626|granate #800020|burdeos #800020|naranja #ea580c|amarillo #ca8a04|mostaza #c9a227|dorado #b8860b|" +
      "verde #16a34a|verde bosque #228b22|verde oscuro #166534|verde oliva #556b2f|oliva #6b7d2a|salvia #77815c|" +
      "menta #10b981|esmeralda #059669|turquesa #0e9aa7|azul #2563eb|azul claro #3b82f6|celeste #0284c7|" +
      "azul oscuro #1e3a8a|azul marino #1e3a8a|añil #4f46e5|morado #7c3aed|violeta #7c3aed|lila #9d7cbf|" +
      "rosa #db2777|fucsia #e11d74|coral #f0614f|melocotón #e98a5d|terracota #c4623d|marrón #92400e|" +
      "chocolate #7b3f00|beige #a8906b|gris #4b5563|antracita #36454f|negro #111111",
  ),
  colourWords: {
    colour: words("color|colores|colorido|paleta|gama de colores|tonos de|tonos|tonalidades de"),
    primary: words("color principal|color de marca|color primario"),
    accent: words("detalles|detalle|toques|acentos|color de acento|acento|color secundario"),
  },
  schemes: {
    dark: words(
      "oscuro|oscura|más oscuro|modo oscuro|tema oscuro|fondo oscuro|fondo negro|oscuros|oscuras|más oscuros|más oscuras|colores oscuros",
    ),
    light: words(
      "claro|clara|más claro|modo claro|tema claro|fondo claro|fondo blanco|claros|claras|más claros|más claras",
    ),
  },
  fonts: {
    serif: words("serif|con serifa|letra clásica|tipografía clásica"),
    sans: words("sans|sin serifa|palo seco|letra moderna"),
    font: words("letra|tipografía|tipografia|fuente|texto|textos|letras|tamaño de letra"),
  },
  designs: {
    editorial: words("editorial|revista"),
    bold: words(
      "llamativo|llamativa|más llamativo|atrevido|atrevida|impactante|con más fuerza|que destaque|resaltar|que resalte|destacar|que destaque|deportivo|deportiva|más deportivo|más deportiva|deportivos|dinámico|dinámica|más dinámico",
    ),
    minimal: words(
      "minimalista|sencillo|sencilla|más sencillo|limpio|limpia|simple|sobrio|sobria|tranquilo|tranquila|más tranquilo|calmado|calmada|moderno|moderna|modernos|modernas|más moderno|más moderna|actual|actualizado|tranquilos|tranquilas|más tranquilos|más tranquilas|calmados|calmadas|relajado|relajada|relajante|relajantes|sereno|serena|serenos|colores fríos|más fríos|más frías|fríos|frías|tonos fríos",
    ),
    warm: words(
      "rústica|rústicos|rústicas|más rústico|más rústica|hogareño|hogareña|acogedores|cálido|cálida|más cálido|acogedor|acogedora|cercano|cercana|amable|cálidos|cálidas|más cálidos|más cálidas|colores cálidos|suave|suaves|más suave|más suaves|delicado|delicada|delicados|pastel|terroso|terrosos|tonos tierra|rústico",
    ),
    luxury: words(
      "elegante|más elegante|lujoso|lujosa|de lujo|premium|exclusivo|exclusiva|sofisticado|elegantes|lujosos|lujosas",
    ),
    technical: words("técnico|técnica|tecnológico|futurista"),
    playful: words(
      "juvenil|más juvenil|juveniles|joven|más joven|más fresco|más fresca|divertido|divertida|alegre|colorido|colorida|desenfadado|alegres|más alegre|más alegres|vivo|vivos|vivas|más vivos|luminoso|luminosa|luminosos|más luminoso|divertidos|coloridos|más colorido",
    ),
    classic: words(
      "náutico|náutica|marinero|marinera|costero|costera|vintage|nostálgico|nostálgica|clásico|clásica|tradicional|serio|seria|atemporal|más serio|más seria",
    ),
  },
  professional: words("profesional|más profesional|serio"),
  grammar: {
    closed: words("cerrado|cerrados|cerrada|cerradas|cerramos|descanso|descanso semanal|no abrimos"),
    open: words("abierto|abiertos|abierta|abiertas|abrimos|abre|abren|horario|empezamos|comenzamos"),
    until: words("hasta las|hasta la|hasta|a|-|–"),
    from: words("de|desde|a partir de"),
    to: words("a|en|por|como|al"),
    and: words("y|e|&|más"),
    also: words("también|tambien|además|ademas"),
    only: words("solo|sólo|solamente|únicamente"),
    except: words("excepto|salvo|menos"),
    sameTime: words(
      "misma hora|mismo horario|a la misma hora|misma hora de siempre|mismos horarios|mismas horas",
    ),
    everyDay: words("todos los días|cada día|a diario|diario|toda la semana"),
    now: words("ahora|ya|a partir de ahora|desde ahora|ya no|en realidad"),
    new: words("nuevo|nueva|nuevos|nuevas|otro|otra|más"),
    with: words("con|incluido|incluida"),
    of: words("de|del|para"),
    in: words("en|dentro de"),
    on: words("el|los"),
    at: words("a las|a la|en"),
    as: words("como"),
    here: words("aquí|aqui|en esta sección"),
    this: words("esto|este|esta|esta sección|lo|la"),
    next: words("luego|después|despues|y después"),
    is: words("es|son|está|cuesta|cuestan|vale|valen|será|pasa a|pasan a|se llama|se llaman|llamado|llamada"),
    says: words("dice|dijo|escribe|cita"),
    instead: words("en lugar de|en vez de"),
    all: words("todo|todos|todas|toda|cada"),
    not: words("no|nunca|ningún|ninguna"),
    one: words("un|una|otro|otra|un nuevo|una nueva|un tercer|una tercera"),
    by: words("de|por"),
  },
  places: {
    first: words(
      "arriba del todo|al principio|al inicio|primero|primera|justo debajo de la portada|justo debajo del banner|debajo de la cabecera",
    ),
    last: words("al final|abajo del todo|última|último|al fondo"),
    above: words(
      "encima de|encima del|antes de|antes del|antes que|delante de|sobre|por encima de|por encima del",
    ),
    below: words(
      "debajo de|debajo del|después de|después del|después que|detrás de|tras|por debajo de|por debajo del",
    ),
    up: words("arriba|más arriba|sube|subir"),
    down: words("abajo|más abajo|baja|bajar"),
    under: words("justo debajo de|justo después de|inmediatamente después de"),
    top: words("portada|banner|cabecera|encabezado"),
  },
  sizes: {
    bigger: words("más grande|más grandes|grande|grandes|mayor|más visible|más destacado|más a la vista"),
    smaller: words("más pequeño|más pequeña|más pequeños|pequeño|pequeña|menor"),
    more: words("más"),
    less: words("menos"),
    shorter: words(
      "más corto|más corta|más breve|más conciso|menos texto|demasiado largo|demasiado larga|corto",
    ),
    longer: words("más largo|más larga|más detallado|más texto|demasiado corto"),
  },
  facts: {
    price: words("precio|precios|coste|costo|tarifa"),
    phone: words("teléfono|telefono|número|numero|móvil|movil|tel"),
    email: words("correo|email|e-mail|correo electrónico|mail"),
    address: words("dirección|direccion|ubicación|local|sede"),
    url: words("web|página web|sitio web|enlace|link|url"),
    social: words("redes|redes sociales|perfil|cuenta|usuario"),
    person: words("nombre|persona|responsable|dueño|dueña"),
    date: words("fecha|día|dia"),
    time: words("hora|hora de inicio|empieza"),
    hours: words("horario|horarios|horas"),
  },
  socials: {
    instagram: words("instagram|insta|ig"),
    facebook: words("facebook|fb"),
    whatsapp: words("whatsapp|wasap|whats"),
    tiktok: words("tiktok"),
    linkedin: words("linkedin"),
    youtube: words("youtube"),
    x: words("twitter|x"),
    pinterest: ["pinterest"],
    telegram: ["telegram"],
  },
  sentences: {
    verbs: words(
      "escribe|escribid|escriba|pon|poned|ponga|di|decid|menciona|mencionad|mencione|añade|añadid|añada|agrega|agregad|agregue|indica|indicad|indique",
    ),
    that: words("que"),
    mention: words("menciona|mencionad|mencione|indica|indicad|indique"),
    lines: words("frase|línea|nota|mención|texto|párrafo"),
    saying: words("diciendo|que diga|que dice|indicando"),
  },
  dateRange: words("al|a|hasta el|y|-|–|—"),
  noLonger: {
    words: words("ya no|no más|nunca más"),
    work: words(
      "trabajamos|trabajo|trabaja|abrimos|abre|abierto|abiertos|atendemos|atiendo|atiende|consultamos|recibimos|recibo",
    ),
  },
  remaining: words("solo|sólo|quedan|restantes|libres|disponibles|todavía|aún"),
  left: words("quedan|queda|restantes|libres|disponibles"),
  gone: {
    words: words(
      "ya no|no más|nunca más|se acabó|se ha ido|se fue|nos ha dejado|nos dejó|se ha jubilado|se jubiló|se jubila|ha dejado el equipo|dejó el equipo",
    ),
    withNot: words("más"),
  },
  capacity: words(
    "máximo|máx|máx.|como máximo|hasta|como mucho|limitado a|limitada a|limitados a|limitadas a",
  ),
  listAdd: {
    subjects: words("nosotros|yo"),
    verbs: words(
      "aceptamos|acepto|admitimos|ofrecemos|ofrezco|vendemos|servimos|tenemos|trabajamos con|hablamos|enseñamos|enviamos a|hacemos",
    ),
    offer: words("ofrecemos|ofrezco|vendemos|servimos|enseñamos"),
  },
  memberNouns: words(
    "color|colores|sabor|sabores|aroma|aromas|tema|temas|idioma|idiomas|ponente|ponentes|talla|tallas",
  ),
  mentionOf: words(
    "lo del|lo de la|lo de|la parte de|la parte del|la parte sobre|la mención de|la mención del|la frase sobre|la frase del|la frase de|la frase de la|la frase que dice|la línea de|la línea sobre|la línea que dice|el texto sobre|la parte donde|lo que dice de|lo que pone de|lo que pone sobre|la información de|la información sobre|la info de|la info sobre|el aviso de|la nota sobre|la nota de",
  ),
  wordEndings: words("o|a|os|as|es|s"),
  swap: words("intercambia|intercambiad|intercambiar|invierte|invertid|invertir"),
  badges: words(
    "recomendado|recomendada|el más popular|la más popular|más vendido|más vendida|nuestra elección|mejor valor",
  ),
  areas: words(
    "cubrimos|repartimos|llegamos|vamos|atendemos|servimos|nos vemos|quedamos|zona|zonas|barrios|localidades|pueblos|municipios",
  ),
  relatives: words("que"),
  roles: {
    jobs: words(
      "contable|especialista|terapeuta|fisioterapeuta|fisio|osteópata|dentista|odontólogo|odontóloga|ortodoncista|enfermero|enfermera|médico|médica|doctor|doctora|cirujano|veterinario|veterinaria|gerente|asistente|asesor|asesora|consultor|consultora|diseñador|diseñadora|desarrollador|ingeniero|ingeniera|fotógrafo|fotógrafa|entrenador|entrenadora|coach|profesor|profesora|monitor|monitora|instructor|instructora|guía|chef|cocinero|cocinera|panadero|panadera|pastelero|pastelera|camarero|camarera|peluquero|peluquera|estilista|mecánico|técnico|técnica|electricista|fontanero|abogado|abogada|arquitecto|arquitecta|redactor|artista|músico|director|directora|fundador|fundadora|socio|socia|voluntario|voluntaria|psicólogo|psicóloga|nutricionista|sumiller|ponente",
    ),
    colleague: words("compañero|compañera|miembro|persona|fichaje"),
  },
  reasons: words(
    "está roto|roto|no funciona|no está listo|no está lista|todavía no está listo|ya no lo usamos|ya no la usamos|lo dejamos|la dejamos|ya no lo ofrecemos|ya no existe|ya no|nadie|no hay demanda|dejamos de",
  ),
  people: words(
    "autor|autora|escrito por|escrita por|redactor|redactora|presentado por|presentada por|impartido por|impartida por|dirigido por|dirigida por|profesor|profesora|ponente|presentador|presentadora|instructor|instructora|anfitrión|anfitriona|monitor|monitora|enseña|imparte|presenta|modera|moderado por|moderada por|moderador|moderadora",
  ),
  moves: words(
    "sube a|suben a|subió a|sube|subió|baja a|bajan a|bajó a|baja|bajó|pasa a|pasan a|pasa a costar|ahora cuesta|ahora cuestan|cuesta ahora|cuestan ahora|cobramos|ha subido a|ha bajado a",
  ),
  seasons: words(
    "verano|invierno|primavera|otoño|navidad|navidades|semana santa|vacaciones|festivos|temporada alta|temporada baja",
  ),
  namedNow: words("ahora se llama|se llama ahora|se llama|pasa a llamarse|ha cambiado de nombre a"),
  free: words("gratis|gratuito|gratuita"),
  dayParts: {
    early: words("mañana|mañanas"),
    midday: words("mediodía|mediodías|a la hora de comer|almuerzo|almuerzos"),
    afternoon: words("tarde|tardes"),
    late: words("tarde|tardes|noche|noches|cena|cenas"),
  },
  closes: words("cerramos|cierra|cierre|cerrar"),
  relocated: words(
    "nos mudamos a|nos hemos mudado a|nueva dirección|ahora estamos en|estamos en|nos trasladamos a",
  ),
  statuses: {
    sold_out: words(
      "agotado|agotada|agotadas|agotados|sin entradas|completo|completa|no quedan plazas|no quedan entradas",
    ),
    available: words("disponible|disponibles|de nuevo disponible|otra vez disponible|hay entradas"),
    cancelled: words("cancelado|cancelada|suspendido|suspendida|se cancela|cancelamos|se suspende"),
    postponed: words("aplazado|aplazada|pospuesto|pospuesta|se aplaza|aplazamos|se pospone|posponemos"),
    past: words("ya pasó|terminado|terminada|celebrado"),
  },
  deadline: words(
    "fecha límite|plazo de inscripción|inscripciones hasta|inscripción hasta|cierre de inscripciones|inscríbete antes|plazo",
  ),
  periods: {
    day: ["/día", "por día", "al día", "diario"],
    week: ["/semana", "por semana", "a la semana", "semanal"],
    month: ["/mes", "por mes", "al mes", "mensual"],
    year: ["/año", "por año", "al año", "anual"],
  },
  scopes: words(
    "fuera de|fuera|al extranjero|extranjero|internacional|internacionales|todo el mundo|fines de semana|el fin de semana",
  ),
  statusLabels: {
    sold_out: "Agotado",
    booked: "Completo",
    past: "Ya se celebró",
    cancelled: "Cancelado",
    postponed: "Aplazado",
  },
  styleParts: {
    spacing: words("espacio|espaciado|márgenes|aire"),
    buttons: words("botones|botón|boton"),
    menu: words("menú de navegación|navegación|menú superior"),
    heroImage: words("imagen principal|foto principal|imagen de portada|imagen de arriba"),
    hide: words("oculta|ocultar|quita|quitar|sin|esconde"),
    headings: words("títulos|titulos|encabezados|títulos de las secciones"),
  },
  qa: { question: words("pregunta"), answer: words("respuesta") },
  forms: {
    form: words("formulario|formulario de contacto|formulario de reserva|formulario de inscripción"),
    field: words("campo|casilla|pregunta"),
    required: words("obligatorio|obligatoria|requerido|requerida"),
    optional: words("opcional|no obligatorio"),
    types: {
      email: words("correo|email|e-mail|correo electrónico"),
      tel: words("teléfono|telefono|móvil|número de teléfono"),
      textarea: words("mensaje|comentarios|comentario|observaciones|notas"),
      select: words("desplegable|selección|opciones"),
      text: words("nombre|apellido|apellidos|empresa|texto"),
    },
    ask: words("pedir|pida|pide|preguntar|pregunte|pregunta por|solicitar|solicite"),
    dates: words("fecha|fecha preferida|día|dia"),
    sendTo: words("envía el formulario a|enviar el formulario a|formulario a|solicitudes a|formularios a"),
  },
  notOffers: words(
    "wifi|wi-fi|internet|aparcamiento|parking|estacionamiento|playlist|lista de reproducción|música|música de fondo|reproductor|descuento|descuentos|cupón|información|info|opciones|alergias|alérgenos|accesibilidad|silla de ruedas|aseos|baños|aire acondicionado|animación|animaciones|emoji|emojis|iconos|favicon|chatbot|chat|cookies|ventana emergente|buscador|traducción|modo oscuro|contador de visitas|libro de visitas|widget|carrusel|banner|logo|logotipo|vídeo|video|vídeos|fotos|imágenes|promo|promoción|promociones",
  ),
  offerings: words("clases|cursos|talleres|sesiones|tratamientos|platos|carta|menú|menu|productos|servicios"),
  sessions: {
    nouns: words("clase|clases|sesión|sesiones|curso|taller|turno"),
    called: words("llamada|llamado|que se llama"),
    desks: words("oficina|secretaría|secretaria|recepción|tienda"),
  },
  backRefs: words("lo|la|los|las|esto|eso"),
  buttons: {
    main: words("principal|primero|grande"),
    say: words("decir|poner|mostrar|llamarse|ser"),
    actions: {
      call: words("llamar|llamada|llámanos|llamanos|teléfono"),
      book: words("reservar|reserva|reserve|cita|mesa"),
      buy: words("comprar|compra|compre|pedir|pedido|carrito|tienda"),
      preorder: words("preventa|prepedido|precompra|pre-pedido"),
      subscribe: words("suscribir|suscribirse|suscripción|suscríbete|boletín|newsletter"),
      register: words(
        "inscribir|inscripción|inscríbete|registrar|registro|regístrate|apuntarse|apúntate|plaza|entradas",
      ),
      download: words("descargar|descarga|descárgala|instalar|app|aplicación"),
      contact: words(
        "contacto|contactar|contáctanos|consulta|mensaje|escribir|escríbenos|presupuesto|pregunta",
      ),
      trial: words("prueba|probar|pruébalo|demo|empezar"),
      donate: words("donar|donación|donativo|donaciones"),
    },
  },
  copyWords: words("texto|textos|contenido|redacción|página|pagina|todo|descripciones"),
  tone: words("sonar|suene|suena|tono|redacción|texto|textos|escrito"),
  toneNoun: words("tono"),
  lookVerbs: words("parezca|parecer|parezcan|parece|se vea|verse|luzca|lucir|se sienta"),
  lookNouns: words("tema|aspecto|diseño|estilo|look|apariencia"),
  lookColours: {
    white: words("blanco|blanca|blancos|blancas"),
    pale: words("crema|color crema|marfil|blanco roto|hueso"),
    moods: words(
      "rústico|rústica|rústicos|rústicas|más rústico|terroso|terrosos|tonos tierra|náutico|náutica|marinero|marinera|costero|costera",
    ),
    endings: words("o|a|os|as|es|oso|osa|osos|osas"),
  },
  lookMoods: {
    urgent: words("urgente|más urgente|urgencia|apremiante"),
    feminine: words(
      "femenino|femenina|más femenino|más femenina|romántico|romántica|más romántico|más romántica",
    ),
    masculine: words("masculino|masculina|más masculino|más masculina|varonil"),
  },
  shades: {
    soft: words(
      "suave|suaves|pastel|pasteles|delicado|delicada|delicados|delicadas|tenue|tenues|apagado|apagada|apagados|apagadas",
    ),
    bright: words(
      "vivo|viva|vivos|vivas|intenso|intensa|intensos|intensas|chillón|chillona|brillante|brillantes",
    ),
  },
  lookWholes: words("página|pagina|web|sitio|sitio web|página web"),
  corners: {
    rounder: words(
      "más redondeado|más redondeados|más redondeadas|redondeados|redondeadas|esquinas redondeadas",
    ),
    sharper: words(
      "más cuadrado|más cuadrados|cuadrados|cuadradas|esquinas rectas|menos redondeado|menos redondeados|menos redondeadas",
    ),
  },
  stays: words("queda|quedan|se queda|se quedan|mantén|mantenemos"),
  afterAll: {
    words: words("al final|finalmente|después de todo|en fin"),
    none: words("no hay|sin|nada de|ningún|ninguna"),
  },
  leanings: words("más bien|tirando a"),
  hedges: words(
    "quizás|quizá|tal vez|realmente|bastante|muy|ligeramente|en general|más bien|simplemente|como",
  ),
  shift: {
    later: words(
      "retrasa|retrasar|retrásalo|aplaza|aplazar|aplázalo|pospón|posponer|atrasa|atrasar|más tarde",
    ),
    earlier: words("adelanta|adelantar|adelántalo|antes"),
    units: {
      day: words("día|días"),
      week: words("semana|semanas"),
      hour: words("hora|horas"),
      minute: words("minuto|minutos|min"),
    },
  },
  placeVerbs: words("ir|estar|aparecer|quedar"),
  ends: words("termina|terminamos|acaba|acabamos|fin|hora de fin"),
  modals: words("debe|debería|tiene que|puede|podría|va a"),
  filler: words(
    "por favor|porfa|gracias|puedes|podrías|podrias|quiero|quisiera|queremos|me gustaría|nos gustaría|hola|vale|ok|un poco|algo|tipo|el|la|los|las|un|una|unos|unas|nuestro|nuestra|nuestros|nuestras|mi|mis|¿|?|¡|!",
  ),
  beyond: [
    {
      words: words("mapa|un mapa|google maps|mapa de ubicación"),
      why: "una página hecha aquí no carga nada de otros sitios, así que no puede incrustar un mapa; la dirección de la página indica el camino",
    },
    {
      words: words("envíame|mándame|avísame|notifícame|recordatorio|recordatorios"),
      why: "a page cannot send messages by itself; forms can send sign-ups to your own address",
    },
    {
      words: words("crm|mailchimp|hubspot|base de datos|hoja de cálculo|conectar con|integrar|sincronizar"),
      why: "a page cannot connect to other services; you can send its form to your own address",
    },
    {
      words: words("pago|pagos|pagar online|cobrar|pasarela de pago|paypal|stripe|tarjeta"),
      why: "a page cannot take payments; add a link to your own shop or payment page instead",
    },
    {
      words: words("iniciar sesión|login|área de socios|contraseña"),
      why: "a page cannot have logins or member areas",
    },
    { words: words("chat en vivo|chatbot"), why: "a page cannot run a live chat" },
    {
      words: words("calendario de reservas|sistema de reservas|reservas online"),
      why: "a page cannot run a booking calendar; link to your booking page instead",
    },
    {
      words: words("posicionamiento|seo|campaña de anuncios|anuncios"),
      why: "rankings and ads are beyond the page itself",
    },
    {
      words: words("degradado|degradados|gradiente|gradientes"),
      why: "the colours are flat — a main colour and an accent — never a gradient: say one colour, e.g. “make the main colour blue”",
    },
    {
      words: words("foto de fondo|imagen de fondo|foto como fondo|imagen como fondo"),
      why: "a photo cannot be the page's background, which is light or dark with the theme: upload it as the top banner's picture to show it",
    },
  ],
  contactRoles: {
    mobile: words("móvil|movil|celular|número móvil|teléfono móvil|el móvil"),
    messaging: words("whatsapp|sms|mensaje|mensajes|signal|telegram"),
    landline: words("fijo|teléfono fijo|número fijo|línea fija|oficina|centralita|tienda|recepción"),
  },
  dateRoles: {
    delivery: words("envío|envíos|enviamos|entrega|entregas|entregamos"),
    launch: words(
      "lanzamiento|salida|estreno|disponible|disponibilidad|preventa|reserva anticipada|a la venta",
    ),
    opening: words("apertura|inauguración|abrimos"),
  },
  rather: words("en su lugar|en cambio|a partir de ahora|de ahora en adelante"),
  restating: {
    with: words("por|con"),
    write: words("pon|poned|escribe|escribid|usa|di|ponga|escriba"),
    becomes: words("pasa a ser|pasan a ser|se convierte en|se convierten en"),
  },
  noNeed: words(
    "ya no hace falta mostrar|ya no hace falta|no hace falta mostrar|no hace falta|no muestres|ya no muestres|no mostréis|no hay que mostrar",
  ),
  durations: words("minuto|minutos|min|hora|horas"),
  // Forms: masculine, feminine, masculine plural, feminine plural (aligned).
  frequencies: {
    daily: { forms: words("diario|diaria|diarios|diarias"), said: words("cada día|todos los días") },
    weekly: {
      forms: words("semanal|semanal|semanales|semanales"),
      said: words("cada semana|todas las semanas|una vez por semana|una vez a la semana"),
    },
    fortnightly: {
      forms: words("quincenal|quincenal|quincenales|quincenales"),
      said: words("cada dos semanas|cada 2 semanas|cada quince días|cada 15 días"),
    },
    monthly: {
      forms: words("mensual|mensual|mensuales|mensuales"),
      said: words("cada mes|todos los meses|una vez al mes"),
    },
    quarterly: {
      forms: words("trimestral|trimestral|trimestrales|trimestrales"),
      said: words("cada tres meses|cada trimestre"),
    },
    yearly: {
      forms: words("anual|anual|anuales|anuales"),
      said: words("cada año|todos los años|una vez al año"),
    },
  },
  lasts: words("dura|duran|va|sigue|se alarga"),
  itWords: words("lo|la"),
  durationWords: words("duración|duracion"),
  sameLength: words("misma duración|misma duracion|igual duración|igual de largo|mismo tiempo"),
  doors: words("apertura de puertas|puertas|entrada desde|acceso desde"),
  adding: {
    doVerbs: words("hacemos|hace|realizamos|llevamos|ofrecemos|tramitamos|damos"),
    included: words("incluye|incluido|incluidos|incluida|incluidas|lo que incluye|lo incluido"),
    asEndings: words(""),
  },
  seatNouns: words("plaza|plazas|asiento|asientos|participante|participantes|persona|personas|cupo"),
  limitNouns: words(
    "límite|limite|limitación|limitacion|tope|máximo|maximo|mínimo|minimo|limitado|limitada|limitados|limitadas",
  ),
  // The colours, sizes or models a product comes in, added or taken out (rules/variant.ts).
  variants: {
    colour: words("color|colores"),
    size: words("talla|tallas|tamaño|tamaños"),
    choice: words("modelo|modelos|variante|variantes"),
    added: words("nuevo|nueva|también en|ahora también en|ahora en|ya también en|disponible también en"),
  },
  // Verbs that move the event in time: a time said alone with one is the event's new time (event-date).
  thingName: words("nombre"),
  renamedAs: words(
    "ahora nos llamamos|nos llamamos ahora|ahora se llama|nuestro nuevo nombre es|cambiamos de nombre a|hemos cambiado el nombre a|cambiamos el nombre a",
  ),
  reschedule: words(
    "pasa|pasamos|lo pasamos|la pasamos|movemos|lo movemos|cambiamos|adelantamos|retrasamos|trasladamos|pasa a|empieza",
  ),
  // A noun naming the list of occasions a business serves, and the occasions themselves (add-to-occasions).
  occasions: {
    nouns: words("ocasión|ocasiones|ocasion|evento|eventos|celebración|celebraciones|celebracion"),
    members: words(
      "boda|bodas|bautizo|bautizos|cumpleaños|comunión|comuniones|seminario|seminarios|congreso|congresos|fiesta|fiestas|aniversario|aniversarios|cena de empresa|cenas de empresa|despedida|despedidas",
    ),
  },
  priceParts: {
    hourly: {
      words: words("precio por hora|tarifa por hora|tarifa horaria|precio hora|por horas|precio de la hora"),
      after: words("por hora|/hora|/h|la hora|a la hora"),
    },
    callOut: {
      words: words(
        "desplazamiento|gastos de desplazamiento|tarifa de desplazamiento|coste de desplazamiento|salida a domicilio",
      ),
    },
    deposit: { words: words("depósito|deposito|fianza|señal|anticipo") },
  },
};
