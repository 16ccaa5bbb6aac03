// Spanish, Portuguese and French: the phrases that carry the risk, spelled as the English the
// grammar reads. The sentence encoder is English-only, so without these a message such as "me volví
// a cortar anoche" or "tomei uma cartela inteira de remédio" reaches no rule and no meaning at all.
// Only whole phrases are mapped (no single everyday word like "puente" or "ce soir" on its own
// changes a reading), and none of them is an English word. Applied to lowercased text with straight
// apostrophes, before the English rewrites in normalize.ts.

// Accented letters are not \w, so phrases are bounded by "not a letter" on both sides.
/** A whole phrase, not part of a longer word, in any alphabet. Shared by the other normalize-* tables. */
export const phrase = (source: string) => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, 'gu');

const I_AM = String.raw`(?:eu\s+)?(?:t[oô]|estou|to)|(?:yo\s+)?estoy|je\s+suis`;
const THINKING_OF = String.raw`(?:${I_AM})\s+(?:pensando|a pensar|pensant)\s+(?:em|en|à|a)`;
const KILL_MYSELF = String.raw`me\s+matar|matarme|suicidarme|me\s+suicidar|me\s+suicider|me\s+tuer|quitarme\s+la\s+vida|tirar\s+minha\s+(?:própria\s+)?vida`;
const PILLS = String.raw`pastillas|pastilhas|comprimidos|comprimés|cachets|remédios?|remedios|medicamentos|médicaments|cartela(?:\s+inteira)?\s+de\s+(?:remédio|comprimido)s?`;
const BRIDGE = String.raw`(?:del?|desde\s+el|de\s+un|da|de\s+uma|d'un|du)\s+(?:puente|ponte|pont|edificio|prédio|immeuble|techo|telhado|toit)`;

export const ROMANCE_REWRITES: Array<[RegExp, string]> = [
  // Hyperbole first, so "quiero morirme de risa" stays a joke: "dying of laughter" is one to the grammar.
  [
    phrase(
      String.raw`(?:me\s+muero|morirme|muriendo|muerto|muerta|morrer|morrendo|morri|mourir|mort|morte)\s+(?:de\s+(?:risa|rir|rire|hambre|fome|faim|sueño|sono|calor|chaleur|vergüenza|vergonha|honte|aburrimiento|tédio|ennui))`,
    ),
    'dying of laughter',
  ],
  // When: "hace dos semanas", "há três meses", "il y a deux ans" are history; "faz uma hora" is now.
  [
    phrase(
      String.raw`(?:hace|há|ha|il\s+y\s+a)\s+(?:un|una|uno|um|uma|une|dos|dois|duas|deux|tres|três|trois|unos|unas|uns|umas|quelques|\d+)\s+(?:semanas?|semaines?|meses|mois|mes|m[eê]s|años?|anos?|ans?|años)`,
    ),
    'weeks ago',
  ],
  [phrase(String.raw`(?:faz|hace|há|il\s+y\s+a)\s+(?:uma|una|une|um|un|meia|media|dix|dez|diez|\d+)\s+(?:hora|heure|minutos?|minutes?)`), 'an hour ago'],
  // A year without cutting is a recovery, not an act: "sin cortarme", "sem me cortar", "sans me couper".
  [phrase(String.raw`(?:sin|sem|sans)\s+(?:cortarme|me\s+cortar|me\s+couper|me\s+scarifier|lastimarme|me\s+machucar)`), 'without cutting myself'],
  // Ideation.
  [phrase(String.raw`(?:${THINKING_OF})\s+(?:${KILL_MYSELF})(?:\s+de\s+novo|\s+otra\s+vez|\s+encore)?`), 'i am thinking about killing myself'],
  [phrase(String.raw`(?:eu\s+)?quero\s+morrer|(?:yo\s+)?quiero\s+morir(?:me)?|je\s+veux\s+mourir|j'ai\s+envie\s+de\s+mourir`), 'i want to die'],
  [phrase(String.raw`(?:eu\s+)?n[aã]o\s+quero\s+mais\s+viver|je\s+(?:ne\s+)?veux\s+plus\s+vivre`), 'i do not want to live anymore'],
  [
    phrase(String.raw`ya\s+no\s+quiero\s+estar\s+aqu[ií]|(?:eu\s+)?n[aã]o\s+quero\s+mais\s+estar\s+aqui|je\s+(?:ne\s+)?veux\s+plus\s+être\s+(?:là|ici)`),
    'i do not want to be here anymore',
  ],
  // Despair with no act named; it carries no level on its own, but gives the learned head the English words.
  [phrase(String.raw`(?:ya\s+)?no\s+aguanto\s+m[aá]s|(?:eu\s+)?n[aã]o\s+aguento\s+mais|je\s+n'en\s+peux\s+plus`), 'i cannot take it anymore'],
  [phrase(String.raw`fatigu[ée]e?\s+d'exister|cansad[oa]\s+de\s+(?:existir|vivir|viver)`), 'tired of existing'],
  [phrase(String.raw`envie\s+que\s+tout\s+s'arr[êe]te|quiero\s+que\s+todo\s+(?:se\s+)?acabe|quero\s+que\s+tudo\s+acabe`), 'i want it all to end'],
  [phrase(String.raw`acabar\s+con\s+todo|acabar\s+com\s+tudo|en\s+finir(?:\s+avec\s+tout)?`), 'end it all'],
  [phrase(KILL_MYSELF), 'kill myself'],
  [phrase(String.raw`suic[ií]dio|suicidio|suicide`), 'suicide'],
  // Self-injury.
  [
    phrase(
      String.raw`me\s+volv[ií]\s+a\s+cortar|me\s+cort[eé]\s+(?:de\s+novo|otra\s+vez)|je\s+me\s+suis\s+(?:encore\s+)?(?:coup[ée]e?|scarifi[ée]e?)\s+(?:encore|à\s+nouveau)`,
    ),
    'i cut myself again',
  ],
  [phrase(String.raw`me\s+cort[eé]|me\s+cortei|je\s+me\s+suis\s+(?:coup[ée]e?|scarifi[ée]e?)`), 'i cut myself'],
  [phrase(String.raw`cortarme|me\s+cortar|me\s+couper|me\s+scarifier`), 'cut myself'],
  // Means, taken or at hand.
  [
    phrase(
      String.raw`(?:me\s+)?(?:tom[eé]|tomei|j'ai\s+pris|j'ai\s+aval[ée])\s+(?:todas\s+las|todos\s+los|todos\s+os|todas\s+as|tous\s+mes|toutes\s+mes|tous\s+les|toutes\s+les|uma|una)?\s*(?:${PILLS})`,
    ),
    'i swallowed all the pills',
  ],
  [
    phrase(String.raw`tengo\s+todas\s+las\s+(?:${PILLS})|tenho\s+(?:todos\s+os|todas\s+as)\s+(?:${PILLS})|j'ai\s+tous\s+les\s+(?:${PILLS})`),
    'i have all the pills',
  ],
  [phrase(String.raw`(?:saltar|tirarme|pular|me\s+jogar|sauter|me\s+jeter)\s+${BRIDGE}`), 'jump off a bridge'],
  // Plans and preparations.
  [phrase(String.raw`c'est\s+d[ée]cid[ée]|j'ai\s+d[ée]cid[ée]|j[aá]\s+decidi|t[aá]\s+decidido|est[aá]\s+decidido`), 'i have decided'],
  [
    phrase(String.raw`(?:ce\s+soir|esta\s+noche|hoje\s+(?:à|a)\s+noite|esta\s+noite)\s+quand|(?:ce\s+soir|esta\s+noche|hoje\s+(?:à|a)\s+noite)(?=\s*[.,!])`),
    'tonight',
  ],
  [
    phrase(String.raw`j'ai\s+tout\s+pr[ée]par[ée]|ya\s+tengo\s+todo\s+(?:listo|preparado)|j[aá]\s+(?:deixei|est[aá])\s+tudo\s+(?:pronto|preparado)`),
    'i have everything ready',
  ],
  // Loose ends: "cancelé el gym", "le pasé todas mis contraseñas a mi hermana", "passei todas as minhas senhas".
  [
    phrase(
      String.raw`(?:ya\s+)?cancel[eé]\s+(?:el|la|los|las|mi|mis)|cancelei\s+(?:o|a|os|as|meu|minha|meus|minhas)|j'ai\s+(?:d[ée]j[aà]\s+)?annul[ée]\s+(?:le|la|les|mon|ma|mes)`,
    ),
    'cancelled my',
  ],
  [
    phrase(
      String.raw`(?:le\s+|les\s+)?(?:pas[eé]|di|entregu[eé])\s+(?:todas\s+)?mis\s+contraseñas|passei\s+(?:todas\s+)?(?:as\s+)?minhas\s+senhas|(?:j'ai\s+)?donn[ée]\s+tous\s+mes\s+mots\s+de\s+passe`,
    ),
    'gave all my passwords',
  ],
  [phrase(String.raw`(?:carta|mensajes?|mensagens?|cartas)\s+de\s+despedida|(?:lettre|lettres|message|messages)\s+d'adieu`), 'goodbye letters'],
  // Someone else: "meu amigo tá mandando umas mensagens de despedida", "ma pote m'a dit qu'elle avait regardé comment...".
  [phrase(String.raw`(?:meu|minha|mi)\s+(?:amig[oa]|mejor\s+amig[oa]|melhor\s+amig[oa])|(?:mon|ma)\s+(?:ami|amie|pote|meilleure?\s+amie?)`), 'my friend'],
  [
    phrase(
      String.raw`m'a\s+dit\s+qu'(?:elle|il)\s+avait\s+regard[ée]\s+comment|me\s+dijo\s+que\s+(?:busc[oó]|estuvo\s+buscando)\s+c[oó]mo|me\s+disse\s+que\s+pesquisou\s+como`,
    ),
    'told me they looked up how to',
  ],
];
