/** French. */
import { colourTable, type LanguagePack, numberTable, words } from "./types.js";

export const fr: LanguagePack = {
  code: "fr",
  name: "French",
  languages: {
    en: words("anglais|en anglais"),
    de: words("allemand|en allemand"),
    fr: words("français|francais|en français"),
    es: words("espagnol|en espagnol"),
    it: words("italien|en italien"),
    nl: words("néerlandais|neerlandais|en néerlandais"),
    pt: words("portugais|en portugais"),
    pl: words("polonais|en polonais"),
    hu: words("hongrois|en hongrois"),
    ar: words("arabe|en arabe"),
  },
  weekdays: [
    words("lundi|lundis|lun"),
    words("mardi|mardis|mar"),
    words("mercredi|mercredis|mer"),
    words("jeudi|jeudis|jeu"),
    words("vendredi|vendredis|ven"),
    words("samedi|samedis|sam"),
    words("dimanche|dimanches|dim"),
  ],
  dayGroups: {
    weekend: words("week-end|week-ends|le week-end|les week-ends|weekend|weekends|samedi et dimanche"),
    weekdays: words("en semaine|jours de semaine|du lundi au vendredi|lun-ven"),
  },
  months: [
    words("janvier|janv"),
    words("février|fevrier|févr|fev"),
    ["mars"],
    words("avril|avr"),
    ["mai"],
    ["juin"],
    words("juillet|juil"),
    words("août|aout"),
    words("septembre|sept"),
    words("octobre|oct"),
    words("novembre|nov"),
    words("décembre|decembre|déc|dec"),
  ],
  numbers: numberTable(
    "un 1|une 1|deux 2|trois 3|quatre 4|cinq 5|six 6|sept 7|huit 8|neuf 9|dix 10|onze 11|douze 12|midi 12",
  ),
  ordinals: numberTable(
    "premier 1|première 1|deuxième 2|second 2|seconde 2|troisième 3|quatrième 4|cinquième 5|dernier -1|dernière -1|premiers 1|premières 1|derniers -1|dernières -1",
  ),
  verbs: {
    add: words(
      "ajoute|ajouter|ajoutez|rajoute|rajouter|mets|mettre|mettez|inclus|inclure|affiche|afficher|mentionne|mentionner",
    ),
    remove: words(
      "enlève|enleve|enlever|enlevez|supprime|supprimer|supprimez|retire|retirer|retirez|efface|effacer|ôte|on arrête|on arrete|arrête|arrêtez|nous arrêtons",
    ),
    move: words(
      "déplace|deplace|déplacer|deplacer|déplacez|mets|mettre|place|placer|remonte|remonter|descends|descendre|mettez|placez|remontez|descendez",
    ),
    change: words(
      "change|changer|changez|modifie|modifier|modifiez|mets à jour|mettre à jour|corrige|corriger|remplace|utilise|utiliser|passe|augmentez|augmente|augmenter|baissez|baisse|baisser",
    ),
    make: words("rends|rendre|rendez|fais|faire|faites|mets"),
    rename: words("renomme|renommer|renommez|appelle|appeler"),
    replace: words("remplace|remplacer|remplacez|substitue"),
    translate: words("traduis|traduire|traduisez|traduction"),
    shorten: words("raccourcis|raccourcir|raccourcissez|abrège|abréger|condense|résume"),
    lengthen: words("allonge|allonger|développe|développer|étoffe|étoffer"),
    highlight: words(
      "mets en avant|mettre en avant|mets en valeur|mets en évidence|mettre en évidence|souligne|souligner|marque|marquer",
    ),
  },
  sections: {
    hero: words("bannière|banniere|en-tête|entete|haut de page|le haut|hero|accroche"),
    about: words("à propos|a propos|qui sommes-nous|notre histoire|histoire|qui je suis"),
    services: words("services|service|prestations|prestation|ce que nous faisons"),
    features: words("fonctionnalités|fonctionnalites|fonctions|caractéristiques"),
    benefits: words("avantages|bénéfices|pourquoi nous"),
    products: words("produits|produit|gamme|collection|carte|couleurs|coloris|teintes|parfums"),
    projects: words("projets|projet|réalisations|réalisation|portfolio|travaux"),
    learn: words("ce que vous apprendrez|programme du cours|contenu|modules|thèmes|thème|sujets|sujet"),
    skills: words("compétences|savoir-faire"),
    offers: words("offres|promotions|offre"),
    pricing: words(
      "tarifs|prix|formules|formule|forfaits|forfait|grille tarifaire|abonnements|abonnement|billets",
    ),
    hours: words("horaires|heures d'ouverture|horaires d'ouverture"),
    "event-details": words("détails|infos pratiques|quand et où"),
    countdown: words("compte à rebours|décompte|minuteur|countdown"),
    agenda: words("programme|agenda|déroulé|planning"),
    speakers: words(
      "intervenants|intervenant|intervenante|intervenantes|conférenciers|conférencier|conférencière|orateurs|oratrice|conférencières",
    ),
    host: words("animateur|animatrice|organisateur|hôte|formateur|formatrice|professeur|intervenante"),
    team: words("équipe|notre équipe|l'équipe"),
    testimonials: words("témoignages|témoignage|avis clients|citations"),
    reviews: words("avis|notes"),
    gallery: words("galerie|photos|images"),
    faq: words("faq|questions fréquentes|foire aux questions|questions"),
    download: words("téléchargement|télécharger"),
    contact: words("contact|coordonnées|nous contacter"),
    registration: words("inscription|formulaire d'inscription|réservation"),
    signup: words("liste d'attente"),
    subscribe: words("newsletter|abonnement|lettre|s'abonner"),
    "lead-form": words("demande de devis|devis|formulaire de demande"),
    cta: words("appel à l'action"),
    stats: words("chiffres|statistiques"),
    logos: words("logos|clients|partenaires|marques"),
    ratings: words("étoiles|notes"),
    trust: words("garanties|labels"),
    shipping: words("livraison|expédition"),
    deliverables: words("ce que vous recevez|livrables"),
    "how-it-works": words("comment ça marche|étapes|fonctionnement"),
    "problem-solution": words("problème|solution"),
    samples: words("échantillons|extraits"),
  },
  sectionWords: words("section|bloc|partie|rubrique|tableau|liste|sections|blocs|parties|rubriques"),
  itemWords: words("élément|carte|ligne|entrée|formule|option|point"),
  emphasis: words("gras|en gras|italique|en italique|souligné|soulignée|souligner"),
  texts: {
    headline: words("titre principal|grand titre|accroche|titre"),
    tagline: words("sous-titre|slogan|baseline"),
    button: words("bouton|boutons|cta"),
    title: words("titre de la page|titre de page"),
    heading: words("titre de la section|intertitre"),
    company: words("nom de l'entreprise|nom de la société|nom commercial"),
    lead: words("introduction|description|texte|paragraphe|intro|chapeau|texte d'introduction"),
  },
  colours: colourTable(
    "rouge #dc2626|bordeaux #800020|orange #ea580c|jaune #ca8a04|moutarde #c9a227|doré #b8860b|or #b8860b|" +
      "vert #16a34a|vert forêt #228b22|vert foncé #166534|vert olive #556b2f|olive #6b7d2a|sauge #77815c|" +
      "menthe #10b981|émeraude #059669|turquoise #0e9aa7|bleu #2563eb|bleu clair #3b82f6|bleu ciel #0284c7|" +
      "bleu foncé #1e3a8a|bleu marine #1e3a8a|marine #1e3a8a|indigo #4f46e5|violet #7c3aed|lilas #9d7cbf|" +
      "prune #7e3a6e|rose #db2777|fuchsia #e11d74|corail #f0614f|pêche #e98a5d|terracotta #c4623d|" +
      "marron #92400e|brun #92400e|chocolat #7b3f00|beige #a8906b|gris #4b5563|anthracite #36454f|noir #111111",
  ),
  colourWords: {
    colour: words("couleur|couleurs|palette|teinte|tons de|nuances de|teintes de|tons|nuances"),
    primary: words("couleur principale|couleur de la marque|couleur primaire"),
    accent: words("touches|touche|détails|accents|rehauts|couleur d'accent|accent|couleur secondaire"),
  },
  schemes: {
    dark: words(
      "sombre|plus sombre|mode sombre|thème sombre|fond sombre|fond noir|foncé|sombres|plus sombres|foncés|foncées|plus foncé|plus foncés|couleurs sombres",
    ),
    light: words(
      "clair|plus clair|mode clair|thème clair|fond clair|fond blanc|clairs|claires|plus clairs|plus claires",
    ),
  },
  fonts: {
    serif: words("serif|avec empattements|police classique"),
    sans: words("sans serif|sans empattements|police moderne"),
    font: words("police|typographie|typo|écriture|texte|textes|taille du texte|lettres"),
  },
  designs: {
    editorial: words("éditorial|editorial|magazine"),
    bold: words(
      "percutant|percutante|audacieux|audacieuse|qui claque|qui pète|dynamique|punchy|voyant|ressortir|fais ressortir|qui ressorte|sportif|sportive|plus sportif|plus sportive|sportifs|plus dynamique",
    ),
    minimal: words(
      "minimaliste|sobre|plus sobre|épuré|épurée|simple|plus simple|calme|calmes|plus calme|plus calmes|apaisé|apaisée|moderne|plus moderne|modernes|contemporain|contemporaine|épurées|apaisant|apaisante|apaisants|apaisantes|reposant|reposante|reposantes|tranquille|tranquilles|plus tranquille|plus tranquilles|zen|sereine|serein|couleurs froides|plus froides|froides|tons froids|plus froids",
    ),
    warm: words(
      "rustiques|plus rustique|cosy|douillet|douillette|plus cosy|chaleureux|chaleureuse|plus chaleureux|accueillant|accueillante|convivial|conviviale|chaud|chaude|chauds|chaudes|plus chaudes|plus chauds|couleurs chaudes|doux|douce|douces|plus doux|plus douce|plus douces|pastel|pastels|tendre|tendres|feutré|feutrée|feutrées|terreux|tons terre|tons terreux|rustique",
    ),
    luxury: words(
      "élégant|élégante|plus élégant|luxueux|luxueuse|haut de gamme|chic|raffiné|premium|élégantes|luxe|de luxe|luxueuses",
    ),
    technical: words("technique|technologique|futuriste"),
    playful: words(
      "jeune|plus jeune|jeunesse|juvénile|plus frais|plus fraîche|ludique|fun|joyeux|joyeuse|coloré|colorée|amusant|gai|gaie|gais|gaies|plus gai|plus gaie|vivant|vivante|vivantes|lumineux|lumineuse|lumineuses|plus lumineux|joyeuses|colorées|plus coloré",
    ),
    classic: words(
      "nautique|maritime|bord de mer|vintage|à l'ancienne|classique|traditionnel|traditionnelle|sérieux|sérieuse|intemporel|plus sérieux|plus sérieuse",
    ),
  },
  professional: words("professionnel|professionnelle|plus pro|pro"),
  grammar: {
    closed: words("fermé|fermée|fermés|fermées|fermeture|relâche|on ferme|fermons"),
    open: words("ouvert|ouverte|ouverts|ouvertes|ouvre|ouvrons|ouverture|on commence|nous commençons"),
    until: words("jusqu'à|jusqu'a|à|a|-|–"),
    from: words("de|du|dès|des|depuis|à partir de"),
    to: words("en|à|au|aux|par|pour|comme"),
    and: words("et|&|plus"),
    also: words("aussi|également|egalement|en plus"),
    only: words("seulement|uniquement|que"),
    except: words("sauf|excepté|hormis"),
    sameTime: words("même heure|même horaire|à la même heure|mêmes horaires|mêmes heures|aux mêmes horaires"),
    everyDay: words("tous les jours|chaque jour|7 jours sur 7|7j/7"),
    now: words("maintenant|désormais|dorénavant|à présent|plus|en fait|en réalité"),
    new: words("nouveau|nouvelle|nouveaux|nouvelles|autre|un autre|une autre"),
    with: words("avec|y compris|incluant"),
    of: words("de|du|des|pour"),
    in: words("dans|en"),
    on: words("le|les"),
    at: words("à|au|aux"),
    as: words("comme|en tant que"),
    here: words("ici|dans cette section"),
    this: words("ça|cela|ce|cette|cette section|le|la"),
    next: words("puis|ensuite|après"),
    is: words("est|sont|coûte|coûtent|passe à|passent à|sera|devient|s'appelle|s'appellent|appelé|appelée"),
    says: words("dit|écrit|citation"),
    instead: words("au lieu de|à la place de"),
    all: words("tout|tous|toute|toutes|chaque"),
    not: words("ne|pas|plus|jamais|aucun|aucune|et non|non"),
    one: words("un|une|un autre|une autre|un nouveau|une nouvelle|un troisième|une troisième"),
    by: words("de|d'|par"),
  },
  places: {
    first: words(
      "tout en haut|en haut|au début|en premier|juste sous la bannière|juste après la bannière|sous l'en-tête",
    ),
    last: words("tout en bas|en bas|à la fin|en dernier"),
    above: words("au-dessus de|avant|au dessus de"),
    below: words("en dessous de|en-dessous de|sous|après"),
    up: words("plus haut|monte|remonte|vers le haut"),
    down: words("plus bas|descends|vers le bas"),
    under: words("juste sous|juste après|juste en dessous de"),
    top: words("bannière|en-tête|haut de page"),
  },
  sizes: {
    bigger: words(
      "plus grand|plus grande|plus grands|plus gros|grand|grande|plus visible|plus en évidence|en avant|plus en avant|plus mis en avant",
    ),
    smaller: words("plus petit|plus petite|plus petits|petit|petite"),
    more: words("plus de|de plus|davantage"),
    less: words("moins de|moins"),
    shorter: words("plus court|plus courte|plus concis|moins de texte|trop long|trop longue"),
    longer: words("plus long|plus longue|plus détaillé|plus de texte|trop court"),
  },
  facts: {
    price: words("prix|tarif|tarifs|coût"),
    phone: words("téléphone|telephone|numéro|numero|portable|tél|tel"),
    email: words("e-mail|email|mail|courriel|adresse mail|adresse e-mail"),
    address: words("adresse|emplacement|locaux"),
    url: words("site|site web|site internet|lien|url"),
    social: words("réseaux|réseaux sociaux|profil|compte"),
    person: words("nom|personne|responsable|gérant"),
    date: words("date|jour"),
    time: words("heure|horaire de début|commence"),
    hours: words("horaires|heures|heures d'ouverture"),
  },
  socials: {
    instagram: words("instagram|insta"),
    facebook: words("facebook|fb"),
    whatsapp: words("whatsapp"),
    tiktok: words("tiktok"),
    linkedin: words("linkedin"),
    youtube: words("youtube"),
    x: words("twitter|x"),
    pinterest: ["pinterest"],
    telegram: ["telegram"],
  },
  sentences: {
    verbs: words(
      "écrivez|écris|écrire|dites|dis|mentionnez|mentionne|mentionner|ajoutez|ajoute|ajouter|précisez|précise|indiquez|indique",
    ),
    that: words("que|qu'"),
    mention: words("mentionnez|mentionne|mentionner|précisez|précise|indiquez|indique"),
    lines: words("phrase|petite phrase|ligne|note|mention|petit mot|texte"),
    saying: words("disant|qui dit|pour dire|indiquant"),
  },
  dateRange: words("au|à|a|et|-|–|—"),
  noLonger: {
    words: words("plus|ne plus|n'plus"),
    work: words(
      "travaille|travaillons|travaillent|ouvre|ouvrons|ouvert|ouverts|ouverte|consulte|consultons|consultent|reçois|reçoit|recevons|reçoivent",
    ),
  },
  remaining: words(
    "plus que|seulement|restant|restantes|restants|il reste|encore|disponibles|libres|ne reste que|reste|restent",
  ),
  left: words("il reste|restantes|restants|restent|disponibles|libres"),
  gone: {
    words: words(
      "ne plus|n'plus|fini le|fini la|fini les|c'est fini|est parti|est partie|nous a quittés|nous a quittées|nous a quitté|nous quitte|a pris sa retraite|part à la retraite|est à la retraite",
    ),
    withNot: words("plus"),
    lead: words("plus de|plus d'"),
  },
  capacity: words("maximum|max|max.|au maximum|au plus|jusqu'à|limité à|limitée à|limités à|limitées à"),
  listAdd: {
    subjects: words("nous|on|je"),
    verbs: words(
      "acceptons|accepte|acceptez|proposons|propose|offrons|vendons|vend|avons|a|faisons|prenons|prend|parlons|enseignons|livrons",
    ),
    offer: words("proposons|propose|offrons|vendons|vend|enseignons"),
  },
  memberNouns: words(
    "couleur|couleurs|parfum|parfums|saveur|saveurs|sujet|sujets|thème|thèmes|langue|langues|intervenant|intervenante|intervenants|taille|tailles",
  ),
  mentionOf: words(
    "la mention de|la mention des|la mention du|la mention de la|la partie sur|le passage sur|la phrase sur|ce qui parle de|le bout sur|la phrase qui dit|la phrase de|la phrase du|la phrase des|la phrase sur la|la ligne sur|la ligne qui dit|le passage où|le texte sur|le truc sur|la partie où|ce qu'on dit sur|le bout de phrase sur|l'info sur|l'information sur|l'indication sur|la note sur|l'info sur la|l'information sur la",
  ),
  wordEndings: words("e|es|s|x|aux|ale|ales|le|les"),
  swap: words(
    "inverse|inversez|inverser|intervertis|intervertissez|intervertir|échange|échangez|permute|permutez",
  ),
  badges: words(
    "recommandé|recommandée|le plus populaire|la plus populaire|meilleur choix|meilleure vente|notre choix|coup de cœur",
  ),
  areas: words(
    "couvrons|desservons|intervenons|livrons|venons|allons|nous déplaçons|nous retrouvons|zone|secteur|zones|secteurs|quartiers|communes|villes|villages",
  ),
  relatives: words("qui"),
  roles: {
    jobs: words(
      "comptable|sommelier|sommelière|spécialiste|thérapeute|kinésithérapeute|kiné|ostéopathe|dentiste|orthodontiste|infirmier|infirmière|médecin|docteur|chirurgien|vétérinaire|gérant|gérante|assistant|assistante|conseiller|conseillère|consultant|consultante|designer|développeur|développeuse|ingénieur|photographe|coach|entraîneur|entraîneuse|professeur|professeure|prof|formateur|formatrice|moniteur|monitrice|guide|chef|cuisinier|cuisinière|boulanger|boulangère|pâtissier|pâtissière|coiffeur|coiffeuse|esthéticienne|mécanicien|technicien|technicienne|électricien|plombier|avocat|avocate|architecte|rédacteur|rédactrice|artiste|musicien|musicienne|directeur|directrice|fondateur|fondatrice|associé|associée|bénévole|sage-femme|psychologue|diététicien|diététicienne|préparateur|préparatrice|animateur|animatrice|intervenant|intervenante",
    ),
    colleague: words("collègue|recrue|membre|personne"),
  },
  reasons: words(
    "c'est cassé|cassé|ne marche pas|ne fonctionne pas|ça ne marche pas|pas encore prêt|pas encore prête|pas prêt|pas prête|on ne l'utilise plus|nous ne l'utilisons plus|on a arrêté|nous avons arrêté|c'est fini|n'existe plus|on ne le propose plus|personne|pas de demande|ça ne marche pas|on a arrêté de",
  ),
  people: words(
    "auteur|autrice|écrit par|rédacteur|rédactrice|animé par|animée par|animés par|animées par|animateur|animatrice|intervenant|intervenante|professeur|professeure|prof|formateur|formatrice|présenté par|présentée par|hôte|gérant|gérante|anime|animent|enseigne|présente|modère|modéré par|modératrice|modérateur",
  ),
  moves: words(
    "passe à|passent à|passe a|passé à|augmente à|augmente|augmenté|augmentent|baisse à|baisse|baissé|monte à|coûte désormais|coute désormais|coûte maintenant|coute maintenant|est passé à|est passée à|on facture|nous facturons",
  ),
  seasons: words(
    "été|hiver|printemps|automne|noël|pâques|vacances|congés|jours fériés|haute saison|basse saison",
  ),
  namedNow: words(
    "s'appelle maintenant|s'appelle désormais|s'appelle|se nomme|est renommé en|est renommée en|a été renommé en",
  ),
  free: words("gratuit|gratuite|gratuits|gratuites|offert|offerte"),
  dayParts: {
    early: words("matin|matins|matinée"),
    midday: words("midi|midis|au déjeuner|pour le déjeuner"),
    afternoon: words("après-midi"),
    late: words("soir|soirs|soirée|au dîner|pour le dîner"),
  },
  closes: words("ferme|fermons|fermez|fermeture"),
  relocated: words(
    "nous avons déménagé|on a déménagé|déménagé au|déménagé à|nouvelle adresse|nous sommes maintenant au|nous sommes désormais au",
  ),
  statuses: {
    sold_out: words(
      "en rupture de stock|rupture de stock|plus en stock|complet|complète|épuisé|épuisée|épuisés|plus de places|plus de billets|guichets fermés",
    ),
    available: words("de nouveau disponible|à nouveau disponible|disponible|disponibles|en stock"),
    cancelled: words("annulé|annulée|annulons"),
    postponed: words("reporté|reportée|repoussé|repoussée|reportons|est reporté à une date ultérieure"),
    past: words("terminé|terminée|passé|passée|a eu lieu"),
  },
  deadline: words(
    "date limite|clôture des inscriptions|inscriptions jusqu'au|inscription avant|inscriptions avant|s'inscrire avant|date de clôture",
  ),
  periods: {
    day: ["/jour", "par jour", "au jour", "quotidien"],
    week: ["/semaine", "par semaine", "à la semaine", "hebdomadaire"],
    month: ["/mois", "par mois", "au mois", "mensuel"],
    year: ["/an", "par an", "à l'année", "annuel"],
  },
  scopes: words(
    "hors|hors de|hors de france|hors ue|à l'étranger|étranger|international|internationale|partout dans le monde|le week-end|le weekend",
  ),
  statusLabels: {
    sold_out: "Épuisé",
    booked: "Complet",
    past: "A eu lieu",
    cancelled: "Annulé",
    postponed: "Reporté",
  },
  styleParts: {
    spacing: words("espacement|espace|marges|aération"),
    buttons: words("boutons|bouton"),
    menu: words("menu|navigation|barre de navigation"),
    heroImage: words("image principale|photo principale|image du haut|image de la bannière"),
    hide: words("cache|cacher|masque|masquer|enlève|sans"),
    headings: words("titres|intertitres|titres des sections"),
  },
  qa: { question: words("question"), answer: words("réponse|reponse") },
  forms: {
    form: words("formulaire|formulaire de contact|formulaire d'inscription"),
    field: words("champ|case|question"),
    required: words("obligatoire|requis|requise"),
    optional: words("facultatif|facultative|optionnel|optionnelle"),
    types: {
      email: words("e-mail|email|adresse e-mail|courriel"),
      tel: words("téléphone|telephone|numéro de téléphone|portable"),
      textarea: words("message|commentaire|commentaires|remarques"),
      select: words("liste déroulante|choix|sélection"),
      text: words("prénom|nom|entreprise|société|texte"),
    },
    ask: words("demander|demande|demandez|demande aussi|recueillir"),
    dates: words("date|date souhaitée|date préférée|jour"),
    sendTo: words("envoie le formulaire à|envoyer le formulaire à|formulaire à|demandes à|formulaires à"),
  },
  notOffers: words(
    "wifi|wi-fi|internet|parking|stationnement|playlist|musique|musique de fond|lecteur|lecteur audio|réduction|réductions|remise|code promo|infos|info|informations|options|allergies|allergènes|accessibilité|fauteuil roulant|toilettes|climatisation|animation|animations|emoji|emojis|icônes|favicon|chatbot|chat|cookies|pop-up|barre de recherche|recherche|traduction|mode sombre|compteur de visites|livre d'or|widget|carrousel|bannière|logo|vidéo|vidéos|photos|images|promo|promos|promotion|promotions",
  ),
  offerings: words("cours|ateliers|séances|soins|prestations|plats|carte|menu|produits|services"),
  sessions: {
    nouns: words("cours|séance|séances|atelier|créneau|session"),
    called: words("appelé|appelée|nommé|nommée|intitulé"),
    desks: words("accueil|secrétariat|bureau|boutique|magasin"),
  },
  backRefs: words("le|la|les|ça|cela|celui-ci|celle-ci"),
  buttons: {
    main: words("principal|principale|premier|grand|gros"),
    say: words("dire|afficher|indiquer|devenir|être"),
    actions: {
      call: words("appeler|appel|appelez|téléphoner|téléphone"),
      book: words("réserver|réservation|réservez|rendez-vous|table"),
      buy: words("acheter|achat|achetez|commander|commande|commandez|panier|boutique"),
      preorder: words("précommander|précommande|pré-commande|précommandez"),
      subscribe: words("abonner|abonnement|abonnez|newsletter"),
      register: words("inscription|inscrire|inscrivez|place|billet|billets"),
      download: words("télécharger|téléchargement|téléchargez|installer|application|appli"),
      contact: words("contact|contacter|contactez|demande|devis|message|écrire|écrivez"),
      trial: words("essai|essayer|essayez|démo|commencer"),
      donate: words("don|dons|faire un don|donner"),
    },
  },
  copyWords: words("texte|textes|contenu|rédaction|page|tout|descriptions"),
  tone: words("sonner|sonne|ton|formulation|texte|textes|rédaction|écrit|écrits"),
  toneNoun: words("ton"),
  lookVerbs: words("paraître|paraisse|paraissent|avoir l'air|ait l'air|sembler|semble|donne l'impression"),
  lookNouns: words("thème|look|design|style|allure|apparence|ambiance"),
  lookColours: {
    white: words("blanc|blanche|blancs|blanches"),
    pale: words("crème|ivoire|blanc cassé|écru|écrue"),
    moods: words(
      "rustique|rustiques|plus rustique|terreux|tons terre|tons terreux|nautique|maritime|bord de mer",
    ),
    endings: words("e|es|s|ée|ées|és|âtre|âtres"),
  },
  lookMoods: {
    urgent: words("urgent|urgente|plus urgent|plus urgente|urgence|pressant|pressante"),
    feminine: words("féminin|féminine|plus féminin|plus féminine|romantique|plus romantique"),
    masculine: words("masculin|masculine|plus masculin|plus masculine|viril|virile"),
  },
  shades: {
    soft: words(
      "doux|douce|douces|pastel|pastels|tendre|tendres|poudré|poudrée|poudrés|poudrées|feutré|feutrée|feutrés|feutrées",
    ),
    bright: words("vif|vive|vifs|vives|éclatant|éclatante|éclatants|éclatantes|intense|intenses|flashy"),
  },
  lookWholes: words("page|site|site web|site internet|page web"),
  corners: {
    rounder: words("plus arrondi|plus arrondis|plus arrondies|arrondis|arrondies|coins arrondis|plus ronds"),
    sharper: words(
      "plus carré|plus carrés|plus carrées|carrés|carrées|coins carrés|moins arrondi|moins arrondis|moins arrondies|angles droits",
    ),
  },
  stays: words("reste|restent|on garde|garde|gardez"),
  afterAll: {
    words: words("finalement|au final|en fin de compte|tout compte fait|en fait"),
    none: words("pas de|pas d'|sans|aucun|aucune"),
  },
  leanings: words("plutôt|tirant sur"),
  hedges: words("peut-être|vraiment|assez|très|légèrement|genre|un peu|globalement|plutôt|juste|bien"),
  shift: {
    later: words("repousse|repousser|reporte|reporter|reporté|décale|décaler|décalé|plus tard"),
    earlier: words("avance|avancer|avancé|plus tôt"),
    units: {
      day: words("jour|jours"),
      week: words("semaine|semaines"),
      hour: words("heure|heures"),
      minute: words("minute|minutes|min"),
    },
  },
  placeVerbs: words("venir|être|apparaître|passer"),
  ends: words("finit|finissons|fin|termine|terminons|heure de fin"),
  modals: words("doit|devrait|peut|pourrait|va"),
  filler: words(
    "s'il te plaît|s'il vous plaît|stp|svp|merci|peux-tu|pouvez-vous|tu peux|vous pouvez|je veux|je voudrais|nous voudrions|on voudrait|j'aimerais|bonjour|salut|ok|d'accord|un peu|le|la|les|l'|un|une|des|notre|nos|mon|ma|mes|?|!",
  ),
  beyond: [
    {
      words: words("google maps|plan d'accès|carte google|intégrer une carte|une carte interactive"),
      why: "une page faite ici ne charge rien d'autres sites : elle ne peut pas intégrer de carte ; l'adresse sur la page indique le chemin",
    },
    {
      words: words("envoie-moi|envoyez-moi|préviens-moi|notifie-moi|rappel|rappels"),
      why: "a page cannot send messages by itself; forms can send sign-ups to your own address",
    },
    {
      words: words("crm|mailchimp|hubspot|base de données|tableur|connecter à|intégrer|synchroniser"),
      why: "a page cannot connect to other services; you can send its form to your own address",
    },
    {
      words: words("paiement|paiements|payer en ligne|encaisser|paypal|stripe|carte bancaire"),
      why: "a page cannot take payments; add a link to your own shop or payment page instead",
    },
    {
      words: words("connexion|espace membre|mot de passe|login"),
      why: "a page cannot have logins or member areas",
    },
    { words: words("chat en direct|chatbot"), why: "a page cannot run a live chat" },
    {
      words: words("calendrier de réservation|système de réservation|réservation en ligne"),
      why: "a page cannot run a booking calendar; link to your booking page instead",
    },
    {
      words: words("référencement|seo|campagne publicitaire|publicités"),
      why: "rankings and ads are beyond the page itself",
    },
    {
      words: words("dégradé|dégradés|dégradé de couleurs"),
      why: "the colours are flat — a main colour and an accent — never a gradient: say one colour, e.g. “make the main colour blue”",
    },
    {
      words: words(
        "photo de fond|image de fond|photo en fond|image en fond|photo en arrière-plan|image en arrière-plan",
      ),
      why: "a photo cannot be the page's background, which is light or dark with the theme: upload it as the top banner's picture to show it",
    },
  ],
  contactRoles: {
    mobile: words("mobile|portable|numéro mobile|ligne mobile|numéro de portable|cellulaire"),
    messaging: words("whatsapp|sms|texto|textos|signal|telegram|message|messages"),
    landline: words("fixe|ligne fixe|numéro fixe|bureau|standard|ligne du bureau|boutique|accueil|réception"),
  },
  dateRoles: {
    delivery: words("livraison|livraisons|livré|livrée|livrés|expédition|expéditions|expédié|envoi|envois"),
    launch: words("lancement|sortie|disponible|disponibilité|précommande|mise en vente"),
    opening: words("ouverture|inauguration"),
  },
  rather: words("à la place|plutôt|dorénavant|à partir de maintenant"),
  restating: {
    with: words("par|avec"),
    write: words("mets|mettez|écris|écrivez|utilise|utilisez|dis|dites"),
    becomes: words("devient|deviennent|se transforme en"),
  },
  noNeed: words(
    "plus besoin d'afficher|plus besoin de|pas besoin de|pas besoin d'afficher|n'affichez plus|n'affiche plus|ne montre plus|ne montrez plus|inutile d'afficher|inutile de",
  ),
  durations: words("minute|minutes|min|heure|heures"),
  // Forms: masculine, feminine, masculine plural, feminine plural (aligned); no adjective for every two weeks.
  frequencies: {
    daily: {
      forms: words("quotidien|quotidienne|quotidiens|quotidiennes"),
      said: words("tous les jours|chaque jour"),
    },
    weekly: {
      forms: words("hebdomadaire|hebdomadaire|hebdomadaires|hebdomadaires"),
      said: words("chaque semaine|toutes les semaines|une fois par semaine"),
    },
    fortnightly: {
      forms: [],
      said: words("toutes les deux semaines|toutes les 2 semaines|tous les quinze jours|tous les 15 jours"),
    },
    monthly: {
      forms: words("mensuel|mensuelle|mensuels|mensuelles"),
      said: words("chaque mois|tous les mois|une fois par mois"),
    },
    quarterly: {
      forms: words("trimestriel|trimestrielle|trimestriels|trimestrielles"),
      said: words("tous les trois mois|chaque trimestre"),
    },
    yearly: {
      forms: words("annuel|annuelle|annuels|annuelles"),
      said: words("chaque année|tous les ans|une fois par an"),
    },
  },
  lasts: words("dure|durent|va|se prolonge|continue"),
  itWords: words("le|la|-le|-la"),
  durationWords: words("durée|duree"),
  sameLength: words("même durée|meme duree|même longueur|aussi long|aussi longtemps"),
  doors: words("ouverture des portes|portes ouvertes"),
  adding: {
    doVerbs: words("fait|faisons|font|assure|assurons|réalise|réalisons|propose|proposons"),
    included: words("inclus|incluse|inclut|compris|comprend|ce qui est inclus|ce qui est compris"),
    asEndings: words(""),
  },
  seatNouns: words("place|places|participant|participants|participante|participantes|personne|personnes"),
  limitNouns: words("limite|limitation|plafond|jauge|maximum|minimum|limité|limitée|limités|limitées"),
  // The colours, sizes or models a product comes in, added or taken out (rules/variant.ts).
  variants: {
    colour: words("couleur|couleurs|coloris"),
    size: words("taille|tailles|pointure"),
    choice: words("modèle|modèles|variante|variantes"),
    added: words(
      "nouvelle|nouveau|nouvel|aussi en|existe aussi en|désormais en|désormais aussi en|maintenant en|également en",
    ),
  },
  // Verbs that move the event in time: a time said alone with one is the event's new time (event-date).
  thingName: words("nom"),
  renamedAs: words(
    "on s'appelle désormais|on s'appelle maintenant|nous nous appelons désormais|nous nous appelons maintenant|notre nouveau nom est|notre nouveau nom :|nous avons changé de nom pour|on a changé de nom pour|on change de nom pour|renomme l'entreprise en",
  ),
  reschedule: words(
    "passe|passons|on passe|déplace|déplaçons|on déplace|décale|décalons|on décale|avance|avançons|repousse|repoussons|reporte|reportons",
  ),
  // A noun naming the list of occasions a business serves, and the occasions themselves (add-to-occasions).
  occasions: {
    nouns: words(
      "occasion|occasions|événement|événements|évènement|évènements|evenement|evenements|fête|fêtes|réception|réceptions",
    ),
    members: words(
      "mariage|mariages|baptême|baptêmes|bapteme|baptemes|anniversaire|anniversaires|séminaire|séminaires|communion|communions|fête|fêtes|soirée|soirées|réception|réceptions|cocktail|cocktails|enterrement|obsèques|repas d'entreprise|pot de départ|pots de départ|conférence|conférences",
    ),
  },
  priceParts: {
    hourly: {
      words: words(
        "tarif horaire|taux horaire|prix horaire|prix de l'heure|prix à l'heure|tarif à l'heure|à l'heure",
      ),
      after: words("de l'heure|l'heure|par heure|/heure|/h|à l'heure|de l’heure|l’heure"),
    },
    callOut: {
      words: words(
        "frais de déplacement|déplacement|forfait déplacement|forfait de déplacement|frais de deplacement|deplacement",
      ),
    },
    deposit: { words: words("caution|acompte|arrhes|dépôt de garantie|depot de garantie") },
  },
};
