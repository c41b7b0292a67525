/** Portuguese (Portugal and Brazil). */
import { colourTable, type LanguagePack, numberTable, words } from "./types.js";

export const pt: LanguagePack = {
  code: "pt",
  name: "Portuguese",
  languages: {
    en: words("inglês|ingles|para inglês"),
    de: words("alemão|alemao|para alemão"),
    fr: words("francês|frances|para francês"),
    es: words("espanhol|para espanhol"),
    it: words("italiano|para italiano"),
    nl: words("holandês|neerlandês|para holandês"),
    pt: words("português|portugues|para português"),
    pl: words("polaco|polonês|para polaco"),
    hu: words("húngaro|hungaro|para húngaro"),
  },
  weekdays: [
    words("segunda-feira|segunda|segundas|seg"),
    words("terça-feira|terça|terca|terças|ter"),
    words("quarta-feira|quarta|quartas|qua"),
    words("quinta-feira|quinta|quintas|qui"),
    words("sexta-feira|sexta|sextas|sex"),
    words("sábado|sabado|sábados|sáb|sab"),
    words("domingo|domingos|dom"),
  ],
  dayGroups: {
    weekend: words("fim de semana|fins de semana|ao fim de semana|aos fins de semana|sábado e domingo"),
    weekdays: words("dias úteis|durante a semana|de segunda a sexta|seg-sex"),
  },
  dayArticles: ["a", "a", "a", "a", "a", "o", "o"],
  months: [
    words("janeiro|jan"),
    words("fevereiro|fev"),
    words("março|marco|mar"),
    words("abril|abr"),
    words("maio|mai"),
    words("junho|jun"),
    words("julho|jul"),
    words("agosto|ago"),
    words("setembro|set"),
    words("outubro|out"),
    words("novembro|nov"),
    words("dezembro|dez"),
  ],
  numbers: numberTable(
    "um 1|uma 1|dois 2|duas 2|três 3|tres 3|quatro 4|cinco 5|seis 6|sete 7|oito 8|nove 9|dez 10|onze 11|doze 12|meio-dia 12",
  ),
  ordinals: numberTable(
    "primeiro 1|primeira 1|segundo 2|terceiro 3|terceira 3|quarto 4|quinto 5|quinta 5|último -1|última -1|primeiros 1|primeiras 1|segunda 2|últimos -1|últimas -1",
  ),
  verbs: {
    add: words(
      "adiciona|adicionar|adicione|acrescenta|acrescentar|acrescente|coloca|colocar|coloque|põe|pôr|inclui|incluir|inclua|mostra|mostrar",
    ),
    remove: words(
      "remove|remover|remova|tira|tirar|tire|retire|retira|retirar|retirem|apaga|apagar|apague|elimina|eliminar|exclui|excluir",
    ),
    move: words(
      "move|mover|mova|passa|passar|coloca|colocar|coloque|sobe|subir|desce|descer|põe|pôr|ponha|ponham",
    ),
    change: words(
      "muda|mudar|mude|altera|alterar|altere|atualiza|atualizar|atualize|corrige|corrigir|troca|trocar|usa|usar|use|aumenta|aumente|aumentem|baixa|baixe|baixem",
    ),
    make: words("torna|tornar|torne|faz|fazer|faça|deixa|deixar|deixe"),
    rename: words("renomeia|renomear|renomeie|chama|chamar"),
    replace: words("substitui|substituir|substitua|troca|trocar|troque"),
    translate: words("traduz|traduzir|traduza|tradução"),
    shorten: words("encurta|encurtar|encurte|resume|resumir|reduz|reduzir"),
    lengthen: words("alonga|alongar|amplia|ampliar|expande|expandir"),
    highlight: words("destaca|destacar|destaque|realça|realçar|marca|marcar"),
  },
  sections: {
    hero: words("banner|topo|cabeçalho|cabecalho|parte de cima|hero"),
    about: words("sobre nós|sobre nos|quem somos|a nossa história|história|nossa história|sobre mim"),
    services: words("serviços|servicos|serviço|o que fazemos"),
    features: words("funcionalidades|funções|características|recursos"),
    benefits: words("vantagens|benefícios|porquê nós|por que nós"),
    products: words("produtos|produto|gama|coleção|cardápio|ementa|menu|cores|sabores"),
    projects: words("projetos|projeto|projectos|projecto|trabalhos|portfólio|portfolio"),
    learn: words("o que vai aprender|o que vais aprender|conteúdos|módulos|temas|tópicos|tópico"),
    skills: words("competências|habilidades"),
    offers: words("ofertas|promoções|promocoes|oferta"),
    pricing: words(
      "preços|precos|tabela de preços|tarifas|tarifa|planos|plano|pacotes|pacote|bilhetes|ingressos",
    ),
    hours: words("horário|horario|horários|horario de funcionamento|horário de funcionamento"),
    "event-details": words("detalhes|detalhes do evento|quando e onde"),
    countdown: words("contagem decrescente|contagem regressiva|contador|countdown|temporizador"),
    agenda: words("programa|agenda|programação"),
    speakers: words(
      "oradores|orador|oradoras|oradora|palestrantes|palestrante|apresentadores|apresentadoras|apresentadora",
    ),
    host: words(
      "anfitrião|organizador|apresentador|formador|formadora|professor|professora|instrutor|instrutora",
    ),
    team: words("equipa|equipe|a nossa equipa|nossa equipe"),
    testimonials: words("testemunhos|depoimentos|testemunho|depoimento|citações"),
    reviews: words("avaliações|avaliação|opiniões|opinião|críticas|crítica|comentário de cliente"),
    gallery: words("galeria|fotos|fotografias|imagens"),
    faq: words("perguntas frequentes|faq|perguntas"),
    download: words("download|transferir|baixar"),
    contact: words("contacto|contato|contactos|contatos"),
    registration: words("inscrição|inscricao|registo|cadastro|formulário de inscrição"),
    signup: words("lista de espera"),
    subscribe: words("newsletter|subscrever|assinar"),
    "lead-form": words("pedido de orçamento|orçamento|formulário de pedido"),
    cta: words("chamada para ação"),
    stats: words("números|estatísticas"),
    logos: words("logótipos|logotipos|clientes|parceiros|marcas"),
    ratings: words("estrelas|classificações"),
    trust: words("garantias|selos"),
    shipping: words("envio|entrega|portes"),
    deliverables: words("o que recebe|o que recebes"),
    "how-it-works": words("como funciona|passos|processo"),
    "problem-solution": words("problema|solução"),
    samples: words("amostras|amostra"),
  },
  sectionWords: words("secção|seção|secao|bloco|parte|área|tabela|lista|secções|seções|secoes|blocos|partes"),
  itemWords: words("item|cartão|linha|entrada|plano|opção|prato|ponto"),
  emphasis: words("negrito|em negrito|itálico|em itálico|sublinhado|sublinhar"),
  texts: {
    headline: words("título principal|titulo principal|manchete|título grande"),
    tagline: words("subtítulo|subtitulo|slogan"),
    button: words("botão|botao|botões|cta"),
    title: words("título|titulo|título da página"),
    heading: words("título da secção|título da seção"),
    company: words("nome da empresa|nome do negócio"),
    lead: words("introdução|descrição|texto|parágrafo|intro|texto de introdução"),
  },
  colours: colourTable(
    "vermelho #dc2626|bordô #800020|bordeaux #800020|laranja #ea580c|amarelo #ca8a04|mostarda #c9a227|dourado #b8860b|" +
      "verde #16a34a|verde floresta #228b22|verde escuro #166534|verde oliva #556b2f|oliva #6b7d2a|sálvia #77815c|" +
      "menta #10b981|esmeralda #059669|turquesa #0e9aa7|azul #2563eb|azul claro #3b82f6|azul céu #0284c7|" +
      "azul escuro #1e3a8a|azul marinho #1e3a8a|índigo #4f46e5|roxo #7c3aed|violeta #7c3aed|lilás #9d7cbf|" +
      "rosa #db2777|fúcsia #e11d74|coral #f0614f|pêssego #e98a5d|terracota #c4623d|castanho #92400e|marrom #92400e|" +
      "chocolate #7b3f00|bege #a8906b|cinzento #4b5563|cinza #4b5563|antracite #36454f|preto #111111",
  ),
  colourWords: {
    colour: words("cor|cores|paleta|tons de|tons|tonalidades de|tonalidades"),
    primary: words("cor principal|cor da marca|cor primária"),
    accent: words("detalhes|detalhe|toques|apontamentos|pormenores|cor de destaque|destaque|cor secundária"),
  },
  schemes: {
    dark: words(
      "escuro|escura|mais escuro|modo escuro|tema escuro|fundo escuro|fundo preto|escuros|escuras|mais escuros|mais escuras|cores escuras",
    ),
    light: words(
      "claro|clara|mais claro|modo claro|tema claro|fundo claro|fundo branco|claros|claras|mais claros|mais claras",
    ),
  },
  fonts: {
    serif: words("serif|com serifa|letra clássica"),
    sans: words("sans serif|sem serifa|letra moderna"),
    font: words("letra|fonte|tipo de letra|tipografia|texto|textos|letras"),
  },
  designs: {
    editorial: words("editorial|revista"),
    bold: words(
      "chamativo|chamativa|mais chamativo|ousado|ousada|impactante|vibrante|que se destaque|destacar|sobressair|desportivo|desportiva|esportivo|esportiva|mais desportivo|mais esportivo|dinâmico|dinâmica|mais dinâmico",
    ),
    minimal: words(
      "minimalista|simples|mais simples|limpo|limpa|sóbrio|sóbria|calmo|calma|mais calmo|tranquilo|sóbrios|moderno|moderna|modernos|modernas|mais moderno|mais moderna|atual|atualizado|calmas|calmos|mais calmas|tranquila|tranquilos|tranquilas|mais tranquilo|mais tranquilas|relaxante|relaxantes|sereno|serena|cores frias|mais frias|mais frios|frias|frios|tons frios",
    ),
    warm: words(
      "aconchegante|mais aconchegante|aconchegantes|rústica|rústicos|rústicas|mais rústico|mais rústica|acolhedor|acolhedora|caloroso|calorosa|quente|amigável|mais próximo|quentes|mais quentes|cores quentes|suave|suaves|mais suave|mais suaves|delicado|delicada|delicados|pastel|tons pastel|terroso|terrosos|tons terrosos|rústico",
    ),
    luxury: words(
      "elegante|mais elegante|luxuoso|luxuosa|de luxo|sofisticado|sofisticada|premium|requintado|elegantes|luxuosos|luxuosas",
    ),
    technical: words("técnico|técnica|tecnológico|futurista"),
    playful: words(
      "jovem|mais jovem|juvenil|mais fresco|mais fresca|divertido|divertida|alegre|colorido|colorida|descontraído|alegres|mais alegre|mais alegres|vivo|vivos|vivas|luminoso|luminosa|luminosos|mais luminoso|coloridos|mais colorido",
    ),
    classic: words(
      "náutico|náutica|marítimo|marítima|vintage|clássico|clássica|tradicional|sério|séria|intemporal|mais sério|mais séria",
    ),
  },
  professional: words("profissional|mais profissional"),
  grammar: {
    closed: words(
      "fechado|fechados|fechada|fechadas|encerrado|encerrados|encerrada|folga|não abrimos|fechamos",
    ),
    open: words("aberto|abertos|aberta|abertas|abrimos|abre|funcionamos|começamos"),
    until: words("até às|até as|ate as|até|ate|às|as|-|–"),
    from: words("das|da|de|desde|a partir de"),
    to: words("para|em|como|a|ao|à|no|na"),
    and: words("e|&|mais"),
    also: words("também|tambem|além disso"),
    only: words("só|so|apenas|somente"),
    except: words("exceto|excepto|menos|salvo"),
    sameTime: words("mesma hora|mesmo horário|à mesma hora|mesmos horários|mesmas horas"),
    everyDay: words("todos os dias|diariamente|todo dia|7 dias por semana"),
    now: words("agora|a partir de agora|já não|ja nao|na verdade"),
    new: words("novo|nova|novos|novas|outro|outra|mais um|mais uma"),
    with: words("com|incluindo|incluído"),
    of: words("de|do|da|dos|das|para"),
    in: words("em|no|na|nos|nas"),
    on: words("o|a|os|as"),
    at: words("às|as|ao|à"),
    as: words("como"),
    here: words("aqui|nesta secção|nesta seção"),
    this: words("isto|isso|este|esta|esta secção|esta seção"),
    next: words("depois|em seguida|então"),
    is: words("é|são|custa|custam|passa a|passam a|fica|ficam|será|chama-se|se chama|chamado|chamada"),
    says: words("diz|escreve|citação"),
    instead: words("em vez de|no lugar de|em lugar de"),
    all: words("tudo|todo|todos|toda|todas|cada"),
    not: words("não|nao|nunca|nenhum|nenhuma"),
    one: words("um|uma|outro|outra|mais um|mais uma|um novo|uma nova"),
    by: words("de|do|da|por"),
  },
  places: {
    first: words(
      "no topo|em cima de tudo|no início|primeiro|primeira|logo abaixo do banner|logo a seguir ao banner",
    ),
    last: words("no fim|no final|em baixo de tudo|por último|último|última"),
    above: words("acima de|antes de|antes do|antes da|antes dos|antes das|por cima de"),
    below: words("abaixo de|depois de|depois do|depois da|depois dos|depois das|por baixo de|a seguir a"),
    up: words("para cima|mais acima|sobe"),
    down: words("para baixo|mais abaixo|desce"),
    under: words("logo abaixo de|logo depois de|logo a seguir a"),
    top: words("banner|topo|cabeçalho"),
  },
  sizes: {
    bigger: words("maior|maiores|grande|grandes|mais visível|mais em destaque|em destaque|mais à vista"),
    smaller: words("menor|menores|pequeno|pequena|mais pequeno"),
    more: words("mais"),
    less: words("menos"),
    shorter: words(
      "mais curto|mais curta|mais conciso|menos texto|demasiado longo|muito longo|mais curtos|mais curtas|mais concisa",
    ),
    longer: words("mais longo|mais longa|mais detalhado|mais texto|demasiado curto"),
  },
  facts: {
    price: words("preço|preco|preços|custo|valor|tarifa"),
    phone: words("telefone|telemóvel|celular|número|numero|tel"),
    email: words("email|e-mail|correio eletrónico|endereço de email"),
    address: words("morada|endereço|endereco|localização|local"),
    url: words("site|website|sítio|link|url"),
    social: words("redes sociais|perfil|conta"),
    person: words("nome|pessoa|responsável|dono|dona"),
    date: words("data|dia"),
    time: words("hora|horário de início|começa"),
    hours: words("horário|horários|horas"),
  },
  socials: {
    instagram: words("instagram|insta"),
    facebook: words("facebook|fb"),
    whatsapp: words("whatsapp|zap"),
    tiktok: words("tiktok"),
    linkedin: words("linkedin"),
    youtube: words("youtube"),
    x: words("twitter|x"),
    pinterest: ["pinterest"],
    telegram: ["telegram"],
  },
  sentences: {
    verbs: words(
      "escreve|escrevam|escreva|escrevei|diz|diga|digam|menciona|mencione|mencionem|acrescenta|acrescente|acrescentem|adiciona|adicione|põe|ponha|indica|indique",
    ),
    that: words("que"),
    mention: words("menciona|mencione|mencionem|refere|refira|indica|indique"),
    lines: words("frase|linha|nota|texto"),
    saying: words("a dizer|dizendo|que diga|que diz"),
  },
  dateRange: words("a|até|e|-|–|—"),
  noLonger: {
    words: words("já não|ja nao|já nao|não mais|nao mais"),
    work: words(
      "trabalhamos|trabalho|abrimos|abre|aberto|abertos|aberta|funcionamos|atendo|atende|consulto|consultamos|recebemos|recebo",
    ),
  },
  remaining: words("só|apenas|restam|restantes|livres|disponíveis|ainda"),
  left: words("restam|resta|restantes|livres|disponíveis|sobram"),
  gone: {
    words: words(
      "já não|ja nao|já nao|não mais|nao mais|acabou|saiu da equipa|saiu da equipe|deixou a equipa|deixou a equipe|deixou-nos|reformou-se|aposentou-se|foi-se embora",
    ),
    withNot: words("mais"),
  },
  capacity: words("máximo|máx|máx.|no máximo|até|limitado a|limitada a|limitados a|limitadas a"),
  listAdd: {
    subjects: words("nós|nos|eu"),
    verbs: words(
      "aceitamos|aceito|oferecemos|vendemos|servimos|temos|fazemos|trabalhamos com|falamos|ensinamos|enviamos para",
    ),
    offer: words("oferecemos|vendemos|servimos|ensinamos"),
  },
  memberNouns: words(
    "cor|cores|sabor|sabores|aroma|aromas|tema|temas|língua|línguas|idioma|idiomas|orador|oradores|tamanho|tamanhos",
  ),
  mentionOf: words(
    "a parte sobre|a parte do|a parte da|a menção a|a menção ao|a menção à|a menção de|a menção do|a menção da|a frase sobre|o que diz sobre|a frase de|a frase do|a frase da|a frase que diz|a linha sobre|a linha do|a linha da|o texto sobre|a parte em que|a parte onde|o que diz de|a informação sobre|a informação de|a info sobre|a nota sobre|o aviso sobre",
  ),
  wordEndings: words("o|a|os|as|es|s"),
  swap: words("troca de lugar|trocar de lugar|inverte|inverter|inverta|troca|trocar|troque"),
  badges: words(
    "recomendado|recomendada|o mais popular|a mais popular|mais vendido|mais vendida|a nossa escolha",
  ),
  areas: words(
    "cobrimos|entregamos|atendemos|chegamos|vamos|servimos|encontramo-nos|zona|zonas|bairros|localidades|concelhos",
  ),
  relatives: words("que"),
  roles: {
    jobs: words(
      "contabilista|especialista|terapeuta|fisioterapeuta|fisio|osteopata|dentista|médico dentista|ortodontista|implantologista|higienista|enfermeiro|enfermeira|médico|médica|doutor|doutora|cirurgião|veterinário|veterinária|gerente|assistente|consultor|consultora|designer|programador|engenheiro|engenheira|fotógrafo|fotógrafa|treinador|treinadora|personal trainer|professor|professora|formador|formadora|monitor|instrutor|instrutora|guia|chef|cozinheiro|cozinheira|padeiro|pasteleiro|cabeleireiro|cabeleireira|esteticista|mecânico|técnico|técnica|eletricista|canalizador|advogado|advogada|arquiteto|arquiteta|redator|artista|músico|diretor|diretora|fundador|fundadora|sócio|sócia|voluntário|voluntária|psicólogo|psicóloga|nutricionista|orador|oradora",
    ),
    colleague: words("colega|membro|pessoa|reforço"),
  },
  reasons: words(
    "está quebrado|quebrado|não funciona|não está pronto|não está pronta|ainda não está pronto|já não usamos|deixámos de usar|deixamos de usar|já não existe|já não|deixámos de|deixamos de|ninguém|não há procura",
  ),
  people: words(
    "autor|autora|escrito por|escrita por|redator|redatora|apresentado por|apresentada por|apresentador|apresentadora|orador|oradora|formador|formadora|professor|professora|anfitrião|anfitriã|dado por|dada por|conduzido por|ensina|atende|apresenta|modera|moderado por|moderada por|moderador|moderadora|diretora clínica|diretor clínico|médica|médico",
  ),
  moves: words(
    "sobe para|sobem para|subiu para|desce para|desceu para|passa a|passam a|passa a custar|agora custa|agora custam|custa agora|cobramos|aumentou para|baixou para",
  ),
  seasons: words(
    "verão|inverno|primavera|outono|natal|páscoa|férias|feriados|época alta|época baixa|temporada",
  ),
  namedNow: words(
    "agora chama-se|agora se chama|chama-se agora|chama-se|passa a chamar-se|passa a se chamar",
  ),
  free: words("grátis|gratis|gratuito|gratuita"),
  dayParts: {
    early: words("manhã|manhãs"),
    midday: words("almoço|almoços"),
    afternoon: words("tarde|tardes"),
    late: words("noite|noites|jantar|jantares"),
  },
  closes: words("fechamos|fecha|fecho|fechar|hora de fecho"),
  relocated: words("mudámos para|mudamos para|nova morada|novo endereço|agora estamos em|estamos agora em"),
  statuses: {
    sold_out: words(
      "esgotado|esgotada|esgotados|esgotadas|esgotou|esgotaram|lotado|lotada|sem bilhetes|sem ingressos",
    ),
    available: words("disponível|disponivel|disponíveis|de novo disponível|novamente disponível"),
    cancelled: words("cancelado|cancelada|cancelamos"),
    postponed: words("adiado|adiada|remarcado|remarcada|adiamos"),
    past: words("terminado|terminou|já aconteceu"),
  },
  deadline: words("data limite|prazo de inscrição|inscrições até|inscrição até|fim das inscrições|prazo"),
  periods: {
    day: ["/dia", "por dia", "ao dia", "diário"],
    week: ["/semana", "por semana", "à semana", "semanal"],
    month: ["/mês", "por mês", "ao mês", "mensal"],
    year: ["/ano", "por ano", "ao ano", "anual"],
  },
  scopes: words(
    "fora de|fora|para o estrangeiro|estrangeiro|internacional|internacionais|todo o mundo|ao fim de semana|aos fins de semana",
  ),
  statusLabels: {
    sold_out: "Esgotado",
    booked: "Esgotado",
    past: "Já decorreu",
    cancelled: "Cancelado",
    postponed: "Adiado",
  },
  styleParts: {
    spacing: words("espaçamento|espaço|margens"),
    buttons: words("botões|botoes|botão|botao"),
    menu: words("menu|navegação|barra de navegação"),
    heroImage: words("imagem principal|foto principal|imagem do topo"),
    hide: words("esconde|esconder|oculta|ocultar|sem|tira"),
    headings: words("títulos|titulos|cabeçalhos|títulos das secções|títulos das seções"),
  },
  qa: { question: words("pergunta"), answer: words("resposta") },
  forms: {
    form: words("formulário|formulario|formulário de contacto|formulário de contato"),
    field: words("campo|pergunta"),
    required: words("obrigatório|obrigatorio|obrigatória"),
    optional: words("opcional|facultativo"),
    types: {
      email: words("email|e-mail"),
      tel: words("telefone|telemóvel|celular|número de telefone"),
      textarea: words("mensagem|comentários|comentario|observações|notas"),
      select: words("lista|escolha|seleção"),
      text: words("nome|apelido|sobrenome|empresa|texto"),
    },
    ask: words("pedir|peça|pede|perguntar|pergunte|solicitar"),
    dates: words("data|data preferida|dia"),
    sendTo: words(
      "envia o formulário para|enviar o formulário para|formulário para|pedidos para|formulários para",
    ),
  },
  notOffers: words(
    "wifi|wi-fi|internet|estacionamento|parque|playlist|música|música de fundo|leitor|desconto|descontos|cupão|cupom|informação|informações|info|opções|alergias|alergénios|alérgenos|acessibilidade|cadeira de rodas|casas de banho|banheiros|ar condicionado|animação|animações|emoji|emojis|ícones|favicon|chatbot|chat|cookies|pop-up|barra de pesquisa|pesquisa|tradução|modo escuro|contador de visitas|livro de visitas|widget|carrossel|banner|logótipo|logotipo|logo|vídeo|vídeos|fotos|imagens|promo|promoção|promoções",
  ),
  offerings: words("aulas|cursos|workshops|sessões|tratamentos|pratos|menu|ementa|carta|produtos|serviços"),
  sessions: {
    nouns: words("aula|aulas|sessão|sessões|curso|workshop|turma"),
    called: words("chamada|chamado|com o nome"),
    desks: words("secretaria|escritório|receção|recepção|loja"),
  },
  backRefs: words("o|a|os|as|isso|isto|ele|ela"),
  buttons: {
    main: words("principal|primeiro|grande"),
    say: words("dizer|mostrar|chamar-se|ter escrito|ser"),
    actions: {
      call: words("ligar|ligue|chamada|telefone|telefonar"),
      book: words("marcar|marcação|marque|reservar|reserva|reserve|agendar|agendamento|consulta|mesa"),
      buy: words("comprar|compra|compre|encomendar|encomenda|carrinho|loja"),
      preorder: words("pré-encomenda|pré-encomendar|pré-venda"),
      subscribe: words("subscrever|subscrição|assinar|assinatura|newsletter"),
      register: words(
        "inscrição|inscrever|inscreva-se|registar|registrar|registo|registro|cadastro|lugar|bilhetes|ingressos",
      ),
      download: words("descarregar|transferir|baixar|download|instalar|app"),
      contact: words(
        "contacto|contato|contactar|contatar|contacte|pedido|mensagem|escrever|orçamento|pergunta",
      ),
      trial: words("experimentar|experimente|teste|testar|demo|começar"),
      donate: words("doar|doação|donativo|donativos"),
    },
  },
  copyWords: words("texto|textos|conteúdo|página|pagina|tudo|descrições"),
  tone: words("soar|soe|soa|tom|texto|textos|escrito|redação"),
  toneNoun: words("tom"),
  lookVerbs: words("pareça|parecer|parece|fique|ficar|se sinta|aparente"),
  lookNouns: words("tema|aspeto|aspecto|visual|estilo|design|look"),
  lookColours: {
    white: words("branco|branca|brancos|brancas"),
    pale: words("creme|cor de creme|marfim|branco sujo|off white|off-white"),
    moods: words(
      "rústico|rústica|rústicos|rústicas|terroso|terrosos|tons terrosos|náutico|náutica|marítimo|marítima",
    ),
    endings: words("o|a|os|as|es"),
  },
  lookMoods: {
    urgent: words("urgente|mais urgente|urgência"),
    feminine: words(
      "feminino|feminina|mais feminino|mais feminina|romântico|romântica|mais romântico|mais romântica",
    ),
    masculine: words("masculino|masculina|mais masculino|mais masculina|viril"),
  },
  shades: {
    soft: words(
      "suave|suaves|pastel|delicado|delicada|delicados|delicadas|apagado|apagada|apagados|apagadas",
    ),
    bright: words("vivo|viva|vivos|vivas|intenso|intensa|intensos|intensas|berrante|brilhante|brilhantes"),
  },
  lookWholes: words("página|pagina|site|sítio|website"),
  corners: {
    rounder: words(
      "mais arredondado|mais arredondados|mais arredondadas|arredondados|arredondadas|cantos arredondados",
    ),
    sharper: words(
      "mais quadrado|mais quadrados|quadrados|quadradas|cantos retos|menos arredondado|menos arredondados|menos arredondadas",
    ),
  },
  stays: words("fica|ficam|mantém|mantemos|resta|restam"),
  afterAll: {
    words: words("afinal|no fim|no final|afinal de contas"),
    none: words("sem|não há|nada de|nenhum|nenhuma"),
  },
  leanings: words("puxando para|tendendo para"),
  hedges: words("talvez|realmente|bastante|muito|ligeiramente|meio|um pouco|em geral|simplesmente|tipo"),
  shift: {
    later: words("adia|adiar|adiem|atrasa|atrasar|mais tarde"),
    earlier: words("antecipa|antecipar|mais cedo"),
    units: {
      day: words("dia|dias"),
      week: words("semana|semanas"),
      hour: words("hora|horas"),
      minute: words("minuto|minutos|min"),
    },
  },
  placeVerbs: words("vir|ficar|estar|aparecer"),
  ends: words("termina|terminamos|acaba|acabamos|fim|hora de fim"),
  modals: words("deve|deveria|tem de|tem que|pode|poderia|vai"),
  filler: words(
    "por favor|se faz favor|obrigado|obrigada|podes|pode|podia|quero|queria|queremos|gostaria|olá|ola|oi|ok|um pouco|um bocadinho|o|a|os|as|um|uma|nosso|nossa|nossos|nossas|meu|minha|?|!",
  ),
  beyond: [
    {
      words: words("mapa|um mapa|google maps"),
      why: "uma página feita aqui não carrega nada de outros sites, por isso não pode incorporar um mapa; a morada na página indica o caminho",
    },
    {
      words: words("envia-me|manda-me|me envie|me mande|avisa-me|lembrete|lembretes"),
      why: "a page cannot send messages by itself; forms can send sign-ups to your own address",
    },
    {
      words: words(
        "crm|mailchimp|hubspot|base de dados|folha de cálculo|planilha|ligar a|integrar|sincronizar",
      ),
      why: "a page cannot connect to other services; you can send its form to your own address",
    },
    {
      words: words("pagamento|pagamentos|pagar online|mb way|pix|paypal|stripe|cartão"),
      why: "a page cannot take payments; add a link to your own shop or payment page instead",
    },
    {
      words: words("login|área de membros|palavra-passe|senha"),
      why: "a page cannot have logins or member areas",
    },
    { words: words("chat ao vivo|chatbot"), why: "a page cannot run a live chat" },
    {
      words: words("calendário de reservas|sistema de reservas|marcações online"),
      why: "a page cannot run a booking calendar; link to your booking page instead",
    },
    {
      words: words("seo|posicionamento|campanha de anúncios|anúncios"),
      why: "rankings and ads are beyond the page itself",
    },
    {
      words: words("degradê|degradé|gradiente|gradientes"),
      why: "the colours are flat — a main colour and an accent — never a gradient: say one colour, e.g. “make the main colour blue”",
    },
    {
      words: words("foto de fundo|imagem de fundo|foto como fundo|imagem como fundo"),
      why: "a photo cannot be the page's background, which is light or dark with the theme: upload it as the top banner's picture to show it",
    },
  ],
  contactRoles: {
    mobile: words("telemóvel|telemovel|celular|móvel|movel|número de telemóvel"),
    messaging: words("whatsapp|sms|mensagem|mensagens|signal|telegram"),
    landline: words("fixo|telefone fixo|número fixo|linha fixa|escritório|loja|receção|recepção"),
  },
  dateRoles: {
    delivery: words("envio|envios|enviamos|entrega|entregas|expedição"),
    launch: words("lançamento|estreia|disponível|disponibilidade|pré-venda|à venda"),
    opening: words("abertura|inauguração|abrimos"),
  },
  rather: words("em vez disso|ao invés|a partir de agora|daqui para a frente"),
  restating: {
    with: words("por|com"),
    write: words("escreve|escreva|põe|ponha|usa|use|diz|diga"),
    becomes: words("passa a ser|passam a ser|vira|viram|torna-se"),
  },
  noNeed: words(
    "não é preciso mostrar|não é preciso|não precisa mostrar|não precisa|não mostres|não mostre|já não é preciso",
  ),
  durations: words("minuto|minutos|min|hora|horas"),
  // Forms: masculine, feminine, masculine plural, feminine plural (aligned).
  frequencies: {
    daily: { forms: words("diário|diária|diários|diárias"), said: words("todos os dias|cada dia") },
    weekly: {
      forms: words("semanal|semanal|semanais|semanais"),
      said: words("todas as semanas|cada semana|uma vez por semana"),
    },
    fortnightly: {
      forms: words("quinzenal|quinzenal|quinzenais|quinzenais"),
      said: words("a cada duas semanas|de duas em duas semanas|a cada 15 dias|de quinze em quinze dias"),
    },
    monthly: {
      forms: words("mensal|mensal|mensais|mensais"),
      said: words("todos os meses|cada mês|uma vez por mês"),
    },
    quarterly: {
      forms: words("trimestral|trimestral|trimestrais|trimestrais"),
      said: words("a cada três meses"),
    },
    yearly: { forms: words("anual|anual|anuais|anuais"), said: words("todos os anos|uma vez por ano") },
  },
  lasts: words("dura|duram|vai|continua|prolonga-se"),
  itWords: words("lo|la|-o|-a|-lo|-la"),
  durationWords: words("duração|duracao"),
  sameLength: words("mesma duração|mesma duracao|igual duração|mesmo tempo"),
  doors: words("abertura de portas|abertura das portas|portas|entrada a partir"),
  adding: {
    doVerbs: words("fazemos|faz|realizamos|oferecemos|damos|tratamos"),
    included: words("inclui|incluído|incluídos|incluída|incluídas|incluido|o que está incluído"),
    asEndings: words(""),
  },
  seatNouns: words("lugar|lugares|vaga|vagas|participante|participantes|pessoa|pessoas"),
  limitNouns: words(
    "limite|limitação|limitacao|teto|máximo|maximo|mínimo|minimo|limitado|limitada|limitados|limitadas",
  ),
  // The colours, sizes or models a product comes in, added or taken out (rules/variant.ts).
  variants: {
    colour: words("cor|cores"),
    size: words("tamanho|tamanhos"),
    choice: words("modelo|modelos|variante|variantes"),
    added: words("novo|nova|também em|agora também em|agora em|disponível também em"),
  },
  // Verbs that move the event in time: a time said alone with one is the event's new time (event-date).
  thingName: words("nome"),
  renamedAs: words(
    "agora chamamo-nos|agora nos chamamos|passamos a chamar-nos|passamos a nos chamar|o nosso novo nome é|nosso novo nome é|mudámos de nome para|mudamos de nome para|mudamos o nome para",
  ),
  reschedule: words("muda|mudamos|mudámos|passa|passamos|mudem|adiamos|antecipamos|atrasamos|começa"),
  // A noun naming the list of occasions a business serves, and the occasions themselves (add-to-occasions).
  occasions: {
    nouns: words("ocasião|ocasiões|ocasiao|ocasioes|evento|eventos|celebração|celebrações|festa|festas"),
    members: words(
      "casamento|casamentos|batizado|batizados|aniversário|aniversários|aniversario|aniversarios|comunhão|comunhões|seminário|seminários|congresso|congressos|festa|festas|jantar de empresa|jantares de empresa|batismo|batismos",
    ),
  },
  priceParts: {
    hourly: {
      words: words("preço por hora|preço à hora|tarifa horária|valor por hora|valor hora|à hora"),
      after: words("por hora|/hora|/h|à hora"),
    },
    callOut: {
      words: words(
        "deslocação|deslocações|deslocamento|taxa de deslocação|taxa de deslocamento|custo de deslocação",
      ),
    },
    deposit: { words: words("caução|caucao|sinal|depósito|deposito") },
  },
};
