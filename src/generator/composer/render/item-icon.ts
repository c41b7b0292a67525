/**
 * The icon of an item, chosen by what the item is about: "Download regions" gets a download-ish map, not
 * the lock that happened to be next in the kind's list. An item whose words name nothing drawable gets no
 * pictogram (its card shows its number instead): a wrong picture says more than none.
 */

import type { Industry } from "../../../core/page-options.js";
import type { BusinessKind } from "../../brief/types.js";
import type { Item, PageSource } from "../../model.js";
import type { IconName } from "../engine/icon-set.js";
import { KIND_PROFILES } from "../kinds/index.js";

/**
 * Words (several languages) and the icon that shows them, most specific first: the one table of icons by
 * meaning, read by the writers (write/offerings.ts) and by the renderer alike.
 */
const MEANINGS: [RegExp, IconName][] = [
  [
    /(?<![\p{L}\p{N}])(coffee|espresso|latte|cappuccino|flat white|americano|mocha|cocoa|tea|matcha|kaffee|café|caffè|koffie|kawa|thé|té|chá|herbata|kávé)(?![\p{L}\p{N}])/iu,
    "coffee",
  ],
  [
    /(?<![\p{L}\p{N}])(pizza|pasta|lunch|dinner|breakfast|brunch|meals?|dish(es)?|menu|soups?|salads?|burgers?|tapas|food|cuisine|kitchen|cook(ing)?|chef|essen|repas|comida|cibo|eten|jedzenie|speisen|gerichte|küche|mittagessen|frühstück|abendessen|plats?|déjeuner|dîner|platos?|cocina|almuerzo|desayuno|piatti|pranzo|colazione|cucina|gerechten|keuken|ontbijt|pratos?|almoço|jantar|dania|obiad|kolacja|śniadanie|kuchnia)(?![\p{L}\p{N}])/iu,
    "utensils",
  ],
  [
    /(?<![\p{L}\p{N}])(bread|bak(e|ery|ing)|pastr(y|ies)|cakes?|croissants?|sourdough|brot|boulangerie|panader[ií]a|brood|chleb|brötchen|kuchen|bäckerei|gebäck|pâtisseries?|viennoiseries?|gâteaux?|pasteles?|tartas?|bollería|dolci|torte|pasticceria|cornetti|gebak|taart(en)?|bakkerij|pão|pães|bolos?|pastelaria|pieczywo|ciasta?|piekarnia|cukiernia|sauerteig\p{L}*|levain|masa madre|lievito madre|zuurdesem)(?![\p{L}\p{N}])/iu,
    "chef-hat",
  ],
  [
    /(?<![\p{L}\p{N}])(wine|beer|cocktails?|bar|drinks?|wein|vin|vino|wijn|wino|bier|bière|cerveza|birra|cerveja|piwo|vinho|weine?|vins|vini|cócteles|cóctel)(?![\p{L}\p{N}])/iu,
    "flame",
  ],
  [
    /(?<![\p{L}\p{N}])(gifts?|vouchers?|hampers?|gutschein|cadeau|regalo|prezent|geschenk\p{L}*|cadeaux|regalos?|regali|geschenken|cadeaubon|presentes?|prezenty|upominki|bon cadeau|carte cadeau)(?![\p{L}\p{N}])/iu,
    "gift",
  ],
  [
    /(?<!\p{L})(deliver(y|ies)|shipping|courier|dispatch|(liefer|versand)\p{L}*|livraison|expédition|entrega|envío|env[ií]os|consegna|spedizion[ei]|bezorg\p{L}*|verzend\p{L}*|frete|envio|dostaw\p{L}*|wysyłk\p{L}*|szállítás)(?!\p{L})/iu,
    "truck",
  ],
  [
    /(?<![\p{L}\p{N}])(download|offline|export|sync|herunterladen|télécharg\p{L}*|descarga\p{L}*|scarica\p{L}*|downloaden|baixar|pobier\p{L}*)(?![\p{L}\p{N}])/iu,
    "cloud",
  ],
  [
    /(?<![\p{L}\p{N}])(maps?|routes?|regions?|trails?|directions|navigation|routen|regionen|landkarten?|wanderkarten?|mapas?|rutas|percorsi|kaarten|mapy|trasy)(?![\p{L}\p{N}])/iu,
    "compass",
  ],
  [
    /(?<![\p{L}\p{N}])(tours?|trips?|travel|hik(e|es|ing)|adventures?|excursions?|reisen?|voyages?|viajes?|viaggi|touren|ausflüge|wanderungen?|randonnées?|excursiones|senderismo|escursioni|trektochten|wandelingen|passeios|trilhos|wycieczki|wędrówki)(?![\p{L}\p{N}])/iu,
    "mountain",
  ],
  [/(?<![\p{L}\p{N}])(flights?|airport|plane)(?![\p{L}\p{N}])/iu, "plane"],
  [
    /(?<![\p{L}\p{N}])(rooms?|suites?|stay|nights?|lodges?|hotel|zimmer|chambres?|habitaci(ón|ones)|camere|übernachtung\p{L}*|nuits?|noches?|notti|kamers?|nachten|quartos?|noites?|pokoje?|noclegi?|hütten?|chalets?|cabañas?|cabins?|cottages?)(?![\p{L}\p{N}])/iu,
    "key-round",
  ],
  [
    /(?<![\p{L}\p{N}])(classes|lessons?|courses?|workshops?|tutoring|teach(ing)?|school|curriculum|kurse?|cours|clases|corsi|lekcje|unterricht|schulungen?|formations?|ateliers?|cursos?|talleres?|lezioni|laboratori|cursussen|aulas|formação|zajęcia|kursy|warsztaty)(?![\p{L}\p{N}])/iu,
    "graduation-cap",
  ],
  [
    /(?<![\p{L}\p{N}])(books?|reading|guides?|ebooks?|newsletter|articles?|blog|essays?|bücher|buch|livres?|libros?|libri|\p{L}*boeken|\p{L}*bücher|livros?|książk\p{L}*|editorial)(?![\p{L}\p{N}])/iu,
    "book-open",
  ],
  [
    /(?<![\p{L}\p{N}])(strength|gym|workouts?|training|fitness|weights|crossfit|hiit|trainer|krafttraining|entraînement|musculation|entrenamiento|allenamento|siłownia|trening)(?![\p{L}\p{N}])/iu,
    "dumbbell",
  ],
  [
    /(?<![\p{L}\p{N}])(yoga|mobility|stretch(ing)?|pilates|breath(ing|work)?|meditation|wellness|massage|spa|atem\p{L}*|respiration|respiración|respirazione|ademhaling|respiração|oddech\p{L}*|meditación|bien-être|bienestar|benessere|bem-estar|méditation|meditazione|meditatie|medytacj\p{L}*)(?![\p{L}\p{N}])/iu,
    "leaf",
  ],
  [/(?<![\p{L}\p{N}])(run(s|ning)?|race|marathon|cycling|sprint|timer|minutes)(?![\p{L}\p{N}])/iu, "timer"],
  [
    /(?<![\p{L}\p{N}])(doctors?|gp|clinic|consultations?|konsultation\p{L}*|check-?ups?|appointments?|medical|health|nurses?|blood tests?|physio\p{L}*|therapy|arzt|médecin|médico|medico|ärzt\p{L}*|praxis|behandlung\p{L}*|médecin|consultas?|behandelingen|huisarts|fysiotherap\p{L}*|fisioterap\p{L}*|kinésithérap\p{L}*|physiotherap\p{L}*|lekarz\p{L}*|konsultacj\p{L}*|rückenbeschwerden|rugklachten|sportblessures|revalidatie|reha\p{L}*|rééducation|rehabilita\p{L}*)(?![\p{L}\p{N}])/iu,
    "stethoscope",
  ],
  [
    /(?<![\p{L}\p{N}])(dent(al|ist)|teeth|whitening|implants?|orthodont\p{L}*|hygien\p{L}*|zahn\p{L}*|implantes?|impianti|implantaten|implanty|zähne|dents|dientes|denti|tanden|dentes|zęby|ortodon\p{L}*|kieferorthop\p{L}*|blanchiment|blanqueamiento|sbiancamento|bleken|branqueamento|wybielanie|bleaching)(?![\p{L}\p{N}])/iu,
    "heart-pulse",
  ],
  [
    /(?<![\p{L}\p{N}])(hair|cuts?|colou?r(ing)?|styling|nails?|beauty|manicure|facials?|brows?|lashes|barber|friseur|coiffure|peluquer\p{L}*|haare?|haarschnitt|färben|coiffure|coupes?|cheveux|cortes?|cabello|capelli|taglio|kapsel|knippen|haar|cabelo|fryzjer\p{L}*|strzyżenie|manucure|manicura|maquillage|maquillaje|trucco|make-?up|grooming|toilettage|trimsalon|toelettatura)(?![\p{L}\p{N}])/iu,
    "sparkles",
  ],
  [
    /(?<![\p{L}\p{N}])(photos?|photograph\p{L}*|portraits?|shoots?|weddings?|camera|fotos?|fotograf\p{L}*|fotografie|hochzeit\p{L}*|mariages?|bodas?|matrimoni\p{L}*|bruiloft\p{L}*|casamentos?|śluby?|reportage\p{L}*|ritratti|retratos?|portr\p{L}*|\p{L}*reportage)(?![\p{L}\p{N}])/iu,
    "camera",
  ],
  [
    /(?<![\p{L}\p{N}])(video|films?|streaming|recordings?|replays?|webinars?|vidéos?|vídeos?|aufzeichnung|enregistrement|grabación|registrazione|opname|gravação|nagranie)(?![\p{L}\p{N}])/iu,
    "film",
  ],
  [
    /(?<![\p{L}\p{N}])(music|concerts?|gigs?|dj|live sets?|bands?|jazz|konzert|concierto|musik|musique|música|musica|muziek|muzyka|konzerte?|conciertos?|concerti|concerten|concertos?|koncert\p{L}*)(?![\p{L}\p{N}])/iu,
    "music",
  ],
  [
    /(?<![\p{L}\p{N}])(tickets?|entry|admission|passes|eintritt|billets?|entradas?|biglietti)(?![\p{L}\p{N}])/iu,
    "ticket",
  ],
  [/(?<![\p{L}\p{N}])(podcasts?|audio|headphones|sound)(?![\p{L}\p{N}])/iu, "headphones"],
  // Electrical things named beside a generic deed ("EV charger installation", "consumer unit upgrades").
  [/(?<![\p{L}\p{N}])(ev chargers?|consumer units?|rewir\p{L}*)(?![\p{L}\p{N}])/iu, "lightbulb"],
  [
    /(?<![\p{L}\p{N}])(repairs?|fix(es|ing)?|servic(e|ing)|maintenance|install(ation|s)?|plumb\p{L}*|pipes?|taps?|boilers?|radiators?|bathrooms?|leaks?|drains?|reparatur\p{L}*|réparation|reparaci(ón|ones)|riparazion\p{L}*|naprawa|wartung|installation|réparations?|entretien|dépannage|reparaciones|mantenimiento|instalación|manutenzione|installazione|reparaties?|onderhoud|installatie|reparaç\p{L}*|manutenção|instalação|serwis|montaż|sanitär\p{L}*|plomberie|fontaner\p{L}*|idraulic\p{L}*|loodgieter\p{L}*|canaliza\p{L}*|hydraulik\p{L}*|schlüsseldienst|serrurer\p{L}*|cerrajer\p{L}*|fabbro|slotenmaker|serralheir\p{L}*|ślusarz)(?![\p{L}\p{N}])/iu,
    "wrench",
  ],
  [
    /(?<![\p{L}\p{N}])(locks?|keys?|locksmith\p{L}*|secure|security|encrypt\p{L}*|privacy|gdpr|sso|2fa|passwords?)(?![\p{L}\p{N}])/iu,
    "lock",
  ],
  [
    /(?<![\p{L}\p{N}])(electric\p{L}*|rewir\p{L}*|sockets?|lighting|lights?|solar|ev chargers?|consumer units?|energy)(?![\p{L}\p{N}])/iu,
    "lightbulb",
  ],
  [
    /(?<![\p{L}\p{N}])(cars?|mot|tyres?|tires?|brakes?|vehicles?|auto|wash|valet\p{L}*|detailing|garage|fahrzeug|voiture|coche|autos|fahrzeuge|voitures?|véhicules?|coches|vehículos?|veicoli|carros?|veículos?|samochod\p{L}*|pojazd\p{L}*|\p{L}*aufbereitung|lederpflege|autopflege|lackpflege|keramikversiegelung|polissage|pulido|lucidatura|poetsen|polimento|polerowanie)(?![\p{L}\p{N}])/iu,
    "car",
  ],
  [/(?<![\p{L}\p{N}])(engines?|diagnostics?|performance|speed|fast|quick)(?![\p{L}\p{N}])/iu, "gauge"],
  [
    /(?<!\p{L})(gardens?|gardening|lawns?|hedges?|(house)?plants?|flowers?|monstera|ferns?|figs?|pothos|succulents?|cact(us|i)|bonsai|organic|natural|eco|green|sustainab\p{L}*|vegan|garten|(zimmer)?pflanzen|jardin|jardín|giardino|tuin|plantes?|plantas?|piante|planten|rośliny|növények?)(?!\p{L})/iu,
    "leaf",
  ],
  [
    /(?<![\p{L}\p{N}])(pets?|dogs?|cats?|puppy|puppies|grooming|walk(s|ing)?|hunde?|chiens?|perros?|cani|hunde?|katzen?|chiens?|perros?|gatos?|cani|gatti|honden|katten|cães|cachorros?|psy|psów|koty|kotów)(?![\p{L}\p{N}])/iu,
    "heart",
  ],
  [
    /(?<![\p{L}\p{N}])(clothes|clothing|shirts?|t-shirts?|dresses|jackets?|apparel|wear|fashion|beanies?|knit\p{L}*|hoodies?|kleidung|vêtements|ropa|pullover|pullis?|mützen?|jacken?|kleider|vestes?|robes?|chaussettes|jerséis?|chaquetas?|vestidos?|calcetines|maglion[ei]|giacche|abiti|calzini|truien|jassen|jurken|sokken|camisolas?|casacos?|meias|swetry|kurtki|sukienki|skarpet\p{L}*|girocollo|collo alto|cardigans?|strick\p{L}*|tricots?|maglieria|breiwerk|malha|dzianin\p{L}*)(?![\p{L}\p{N}])/iu,
    "shirt",
  ],
  [
    /(?<![\p{L}\p{N}])(shop|store|buy|orders?|products?|collections?|candles?|jars?|bottles?|boutique)(?![\p{L}\p{N}])/iu,
    "shopping-bag",
  ],
  [
    /(?<![\p{L}\p{N}])(packag\p{L}*|verpackung\p{L}*|verpakking\p{L}*|emballages?|embalajes?|imballagg\p{L}*|embalage\p{L}*|opakowani\p{L}*|boxes|subscription box|parcels?|bundles?|refills?)(?![\p{L}\p{N}])/iu,
    "package",
  ],
  [
    /(?<![\p{L}\p{N}])(houses?|homes?|apartments?|flats?|propert(y|ies)|real estate|valuations?|viewings?|lettings?|rentals?|haus|maison|casa|woning|häuser|haus|wohnung\p{L}*|immobilie\p{L}*|maisons?|appartements?|immobilier|casas?|pisos?|viviendas?|inmuebles?|appartament\p{L}*|immobili|biens immobiliers|huizen|woningen|appartementen|moradias?|apartamentos?|imóveis|mieszka\p{L}*|nieruchomo\p{L}*|domy|wynajem|vermietung|alquiler|affitt\p{L}*|verhuur|arrendamento)(?![\p{L}\p{N}])/iu,
    "house",
  ],
  [
    /(?<![\p{L}\p{N}])(build(ing|s)?|offices?|construction|renovat\p{L}*|commercial|büro\p{L}*|bureaux|oficinas?|uffici|kantoren|escritórios|biura|bauarbeiten|construcción|costruzion\p{L}*|bouw\p{L}*|construção|budow\p{L}*|renovierung|rénovation|reformas?|ristruttura\p{L}*|renovatie|remont\p{L}*)(?![\p{L}\p{N}])/iu,
    "building-2",
  ],
  [
    /(?<![\p{L}\p{N}])(tax(es)?|accounts?|accounting|bookkeeping|payroll|invoic\p{L}*|vat|audits?|steuer\p{L}*|impôts?|impuestos|tasse|steuer\p{L}*|buchhaltung|lohnabrechnung|rechnung\p{L}*|impôts?|comptabilité|fiscalité|factur\p{L}*|impuestos|contabilidad|nóminas?|contabilità|fattur\p{L}*|belasting\p{L}*|boekhouding|impostos?|contabilidade|podatk\p{L}*|księgowość|faktur\p{L}*|btw|mwst|tva|iva)(?![\p{L}\p{N}])/iu,
    "file-text",
  ],
  [
    /(?<![\p{L}\p{N}])(pensions?|retirement|savings?|invest\p{L}*|wealth|mortgages?|loans?|budget\p{L}*|fees?|épargne|sparen|ersparnis\p{L}*|ahorro\p{L}*|risparmi\p{L}*|poupança|oszczędn\p{L}*|etfs?|inversi\p{L}*|investi\p{L}*|inwest\p{L}*|geldanlage|jubilación|pensione|pensioen|emerytur\p{L}*|hypothek\p{L}*|prêts?|hipoteca\p{L}*|mutuo|mutui|hypothe\p{L}*|kredyt\p{L}*|prowizj\p{L}*|honoraires|honorarios|onorari|honorarium|opłat\p{L}*)(?![\p{L}\p{N}])/iu,
    "piggy-bank",
  ],
  [/(?<![\p{L}\p{N}])(payments?|billing|checkout|wallet|cards?|pay)(?![\p{L}\p{N}])/iu, "wallet"],
  [
    /(?<![\p{L}\p{N}])(legal|law|lawyers?|contracts?|disputes?|litigation|court|employment law|wills?|probate|attorney|anwalt|avocat|abogado|avvocato|recht|\p{L}*recht|rechtsanwalt\p{L}*|kanzlei|avocats?|droit|juridique|abogados?|derecho|avvocat\p{L}*|diritto|advocaat|advocaten|juridisch|advogad\p{L}*|direito|prawnik\p{L}*|prawo|kancelaria|licenciement|despido|licenziamento|ontslag|kündigung|zwolnien\p{L}*|divorce|scheidung|divorcio|divorzio|scheiding|rozwód|dismissal|discrimination|settlement agreements?)(?![\p{L}\p{N}])/iu,
    "scale",
  ],
  [
    /(?<![\p{L}\p{N}])(analytics|reports?|reporting|dashboards?|insights?|metrics|data|growth|forecast\p{L}*|charts?)(?![\p{L}\p{N}])/iu,
    "chart-line",
  ],
  [
    /(?<![\p{L}\p{N}])(automat\p{L}*|workflows?|pipelines?|integrations?|apis?|webhooks?|zapier|slack)(?![\p{L}\p{N}])/iu,
    "zap",
  ],
  [
    /(?<![\p{L}\p{N}])(ai|machine learning|models?|chips?|hardware|processors?|cpu|computing)(?![\p{L}\p{N}])/iu,
    "cpu",
  ],
  [
    /(?<![\p{L}\p{N}])(code|developers?|sdk|open source|github|git|cli|deploy\p{L}*)(?![\p{L}\p{N}])/iu,
    "code",
  ],
  [/(?<![\p{L}\p{N}])(cloud|hosting|servers?|backups?|storage|saas)(?![\p{L}\p{N}])/iu, "cloud"],
  [/(?<![\p{L}\p{N}])(apps?|mobile|iphone|android|ios|smartphones?)(?![\p{L}\p{N}])/iu, "smartphone"],
  [
    /(?<![\p{L}\p{N}])(teams?|collaborat\p{L}*|community|members?|groups?|meetups?|networking|people|kleine gruppen|gruppen?|groupes?|grupos?|gruppi|groepen|grupy|personen|personnes|personas|persone|mensen|pessoas|osób|osoby)(?![\p{L}\p{N}])/iu,
    "users",
  ],
  [
    /(?<![\p{L}\p{N}])(chat|messages?|messaging|support|help ?desk|feedback|inbox|comments?)(?![\p{L}\p{N}])/iu,
    "message-circle",
  ],
  [/(?<![\p{L}\p{N}])(notifications?|alerts?|reminders?)(?![\p{L}\p{N}])/iu, "bell"],
  [/(?<![\p{L}\p{N}])(strategy|plans?|planning|roadmaps?|goals?|targets?|focus)(?![\p{L}\p{N}])/iu, "target"],
  [
    /(?<![\p{L}\p{N}])(marketing|ads|advertising|campaigns?|seo|social media|brand(ing)?|pr)(?![\p{L}\p{N}])/iu,
    "megaphone",
  ],
  [
    /(?<![\p{L}\p{N}])(design|logos?|illustrat\p{L}*|ux|ui|branding|creative|art)(?![\p{L}\p{N}])/iu,
    "palette",
  ],
  [
    /(?<![\p{L}\p{N}])(consult\p{L}*|advice|advisory|coaching|mentor\p{L}*|interim|partners?|beratung|conseils?|asesor\p{L}*|consulen\p{L}*|consulenza|advies|consultoria|doradztwo|lean)(?![\p{L}\p{N}])/iu,
    "handshake",
  ],
  [
    /(?<![\p{L}\p{N}])(factory|manufactur\p{L}*|production|machining|cnc|fabricat\p{L}*|industrial|welding|fertigung|produktion|fabrication|usinage|soudure|fabricación|mecanizado|soldadura|produzione|lavorazione|saldatura|productie|fabricação|produkcja|spawanie|obróbka|laser\p{L}*|bending|biegen|pliage|plegado|piegatura|buigen|dobragem|gięcie|mig|tig)(?![\p{L}\p{N}])/iu,
    "factory",
  ],
  [
    /(?<![\p{L}\p{N}])(engineering|precision|parts|components|tooling|calibrat\p{L}*)(?![\p{L}\p{N}])/iu,
    "cog",
  ],
  [
    /(?<![\p{L}\p{N}])(donat\p{L}*|volunteer\p{L}*|charity|fundrais\p{L}*|sponsor\p{L}*|care|caring|support(ing)? families|spende\p{L}*|ehrenamt\p{L}*|freiwillig\p{L}*|bénévol\p{L}*|donaci\p{L}*|voluntari\p{L}*|donazion\p{L}*|volontari\p{L}*|doneren|donatie\p{L}*|vrijwillig\p{L}*|doaç\p{L}*|voluntári\p{L}*|darowizn\p{L}*|wolontari\p{L}*)(?![\p{L}\p{N}])/iu,
    "hand-heart",
  ],
  [
    /(?<![\p{L}\p{N}])(awards?|certified|accredited|qualified|licensed|guarantee\p{L}*|warrant(y|ies)|zertifiziert|geprüft|certifié\p{L}*|diplômé\p{L}*|certificad\p{L}*|certificat\p{L}*|gecertificeerd|certyfik\p{L}*|garantie|garantía|garanzia|garantia|gwarancj\p{L}*|lizenz|licence|licencia|licenza|licentie|licença|licencj\p{L}*|iso \d+|soc 2)(?![\p{L}\p{N}])/iu,
    "award",
  ],
  [
    /(?<![\p{L}\p{N}])(safe(ty)?|insured|insurance|protect\p{L}*|compliance|trusted)(?![\p{L}\p{N}])/iu,
    "shield-check",
  ],
  [/(?<![\p{L}\p{N}])(launch\p{L}*|start(ing)?|kick-?off|rocket|scale)(?![\p{L}\p{N}])/iu, "rocket"],
  [/(?<![\p{L}\p{N}])(ideas?|innovation|inspir\p{L}*|tips|advice)(?![\p{L}\p{N}])/iu, "lightbulb"],
  [
    /(?<![\p{L}\p{N}])(world|global|international|languages?|remote|online|worldwide)(?![\p{L}\p{N}])/iu,
    "globe",
  ],
  [/(?<![\p{L}\p{N}])(talks?|speakers?|keynotes?|panels?|announcements?)(?![\p{L}\p{N}])/iu, "megaphone"],
  [
    /(?<![\p{L}\p{N}])(calendar|dates?|schedule|booking|book|appointments?|reservations?|agenda|termine?|rendez-vous|citas?|appuntament\p{L}*|afspraken?|marcação|wizyt\p{L}*|reservierung\p{L}*|réservations?|reservas?|prenotazion\p{L}*|reserveringen|rezerwacj\p{L}*)(?![\p{L}\p{N}])/iu,
    "calendar",
  ],
  [/(?<![\p{L}\p{N}])(hours|opening|open \d|24\/7|same-day|same day|time)(?![\p{L}\p{N}])/iu, "clock"],
];

/**
 * Icons that stand for a fact (where, when, how to reach): set by meaning wherever they were set. Not the
 * delivery truck: kinds list it among their decorations, and a fig with a truck is a wrong picture (an
 * offer that names delivery gets the truck from its words).
 */
const FACT_ICONS = new Set<string>(["map-pin", "clock", "calendar", "phone", "mail", "globe", "ticket"]);

/**
 * Words that name one thing in some trades and another elsewhere: they call for their icon only inside
 * the kinds listed (`only`) or outside those listed (`not`). A gin's "Navy Strength" is no dumbbell, "Key
 * features" no lock, an accountant's "consulta" no stethoscope; when such a word is passed over, a later
 * meaning may still match ("consulta" is the handshake of an advice firm) or the item gets a neutral mark.
 */
const IN_KINDS: {
  words: RegExp;
  icon: IconName;
  only?: BusinessKind[];
  not?: BusinessKind[];
  /** Industries (the owner's choice) where the word also counts: a runners' newsletter's "strength workouts". */
  industries?: Industry[];
}[] = [
  {
    words:
      /^(strength|weights|workouts?|training|crossfit|hiit|trainer|krafttraining|entraînement|musculation|entrenamiento|allenamento|trening)$/iu,
    icon: "dumbbell",
    only: ["gym", "coach"],
    industries: ["fitness"],
  },
  // "Key features", "key metrics": a key is a lock only where keys are the trade; "lock pages" is a lock.
  { words: /^(keys?)$/iu, icon: "lock", only: ["home-services", "repair-shop"] },
  { words: /^(locks?)$/iu, icon: "lock", not: ["salon"] },
  // A kitchen a carpenter, fitter or developer builds is a room, not a meal.
  {
    words: /^(kitchens?|küchen?|cuisines?|cocinas?|cucine?|keukens?|kuchni[ae]?|kuchnia)$/iu,
    icon: "utensils",
    not: [
      "home-services",
      "repair-shop",
      "property-development",
      "estate-agent",
      "industrial",
      "freelancer",
      "other",
    ],
  },
  // A fashion or shop "collection" is goods; a landlord's "rent collection" is no shopping bag.
  { words: /^(collections?)$/iu, icon: "shopping-bag", only: ["shop", "fashion", "food-product"] },
  {
    words:
      /^(consultations?|konsultation\p{L}*|consultas?|appointments?|check-?ups?|therapy|behandlung\p{L}*)$/iu,
    icon: "stethoscope",
    only: ["clinic", "dentist", "pet-care"],
  },
  {
    words: /^(nights?|nuits?|noches?|notti|nachten|noites?|stay)$/iu,
    icon: "key-round",
    only: ["hotel", "tour"],
  },
  {
    words: /^(classes|lessons?|courses?|kurse?|cours|clases|corsi|zajęcia|kursy)$/iu,
    icon: "graduation-cap",
    not: ["gym"],
  },
  {
    words: /^(ateliers?)$/iu,
    icon: "graduation-cap",
    not: ["fashion", "photographer", "freelancer", "agency", "shop", "industrial"],
  },
];

/** What an item is read against: its business's kind and industry, and the business's own name. */
export interface IconContext {
  kind: BusinessKind;
  industry?: Industry;
  companyName?: string;
}

function countsIn(word: string, icon: IconName, context: IconContext | undefined): boolean {
  if (!context) return true;
  const { kind, industry } = context;
  return IN_KINDS.every(
    (rule) =>
      rule.icon !== icon ||
      !rule.words.test(word) ||
      (industry !== undefined && rule.industries?.includes(industry)) ||
      ((!rule.only || rule.only.includes(kind)) && !rule.not?.includes(kind)),
  );
}

/**
 * The part of an item's name that says what it is: words after "for" name whom or what it serves
 * ("Websites for food brands" are websites, no meal), and the business's own name says nothing of the item
 * ("Atelier Nord gets back to you" is no class).
 */
function itemWords(text: string, companyName?: string): string {
  let words = text;
  if (companyName && companyName.trim().length > 1) words = words.split(companyName.trim()).join(" ");
  const served = words.match(/\s(for|für|pour|para|voor|dla)\s/iu);
  return served?.index ? words.slice(0, served.index) : words;
}

/** The icon that says what an item is about, or undefined when its words name nothing drawable. */
export function meaningIcon(text: string, context?: IconContext): IconName | undefined {
  const words = itemWords(text, context?.companyName);
  for (const [pattern, icon] of MEANINGS) {
    for (const match of words.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      const word = match[1] ?? match[0];
      const end = (match.index ?? 0) + match[0].length;
      // A word joined by a hyphen to the next ("Shop-floor coaching", "Kaffee-Abo") qualifies it: the
      // thing is what follows.
      if (/^-\p{L}/u.test(words.slice(end, end + 2))) continue;
      if (countsIn(word, icon, context)) return icon;
    }
  }
  return undefined;
}

/**
 * The icon an item shows: one its own words call for, its name before its line; else the one it was given when that was not just the
 * next in its business kind's decorative list (a fact's pin or clock stays); else none.
 */
export function itemIcon(
  item: Item,
  kind: BusinessKind,
  page?: Pick<PageSource, "companyName" | "industry">,
): string | undefined {
  const context = { kind, ...page };
  // The item's name says what it is; its line is a detail ("Rooms: breakfast included" is a room, no meal).
  const byMeaning = meaningIcon(item.title ?? "", context) ?? meaningIcon(item.text ?? "", context);
  if (byMeaning) return byMeaning;
  const decorative = (KIND_PROFILES[kind] ?? KIND_PROFILES.other).icons.filter((i) => !FACT_ICONS.has(i));
  if (!item.icon || (decorative as string[]).includes(item.icon)) return undefined;
  // An icon given for a word the kind's context rules out ("Spin classes" at a gym is no lecture) goes too.
  const byWordAlone = meaningIcon(item.title ?? "") ?? meaningIcon(item.text ?? "");
  return byWordAlone === item.icon ? undefined : item.icon;
}
