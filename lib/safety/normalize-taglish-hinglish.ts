// Tagalog and romanised Hindi, as people mix them into English ("Taglish", "Hinglish"): the phrases
// that carry the risk, spelled as the English the grammar reads. Like normalize-romance.ts, only
// whole phrases are mapped and none of them is an English word, so an English text never changes.
// Applied to lowercased text with straight apostrophes, before the English rewrites in normalize.ts.
import { phrase } from './normalize-romance';

export const TAGLISH_HINGLISH_REWRITES: Array<[RegExp, string]> = [
  // Tagalog. "ayoko nang mabuhay": I do not want to live anymore; "gusto ko nang mamatay": I want to die.
  [phrase(String.raw`ayoko\s+(?:na\s+)?(?:nang|ng)\s+mabuhay|ayaw\s+ko\s+(?:na\s+)?(?:nang\s+)?mabuhay`), 'i do not want to live anymore'],
  // "sino ba gusto mamatay": who wants to die, right? (asked of a danger, the answer no one).
  [phrase(String.raw`sino\s+(?:ba\s+)?(?:ang\s+)?(?:gusto|gustong)\s+(?:ko\s+)?mamatay(?![?!.,\s]+ako(?!\p{L}))`), 'who would choose that'],
  // "dati gusto ko nang mamatay": I used to want to die, told from a better present (not when it is back).
  [
    phrase(String.raw`dati\s+gusto\s+ko\s+(?:na\s+|nang\s+)?mamatay(?![^]{0,80}(?<!\p{L})(?:ulit|pa rin|na naman|bumalik|again|still)(?!\p{L}))`),
    'i used to want to die',
  ],
  [phrase(String.raw`gusto\s+ko\s+(?:na\s+)?(?:nang\s+)?mamatay|sana\s+mamatay\s+na\s+(?:lang\s+)?ako`), 'i want to die'],
  [phrase(String.raw`magpapakamatay\s+(?:na\s+)?ako|(?:iniisip|naiisip)\s+ko\s+(?:na\s+)?(?:ang\s+)?magpakamatay`), 'i am thinking about killing myself'],
  [phrase(String.raw`pagod\s+na\s+(?:ako\s+)?(?:sa|mabuhay)\s*(?:buhay)?`), 'tired of living'],
  // "pasensya na sa lahat" / "patawad sa lahat": sorry for everything, the goodbye apology.
  [phrase(String.raw`(?:pasensya|pasensiya|patawad|sorry)\s+(?:na\s+)?sa\s+lahat`), 'sorry for everything'],
  // "hindi ko na aabutin 41": I am not going to make it to 41 (the grammar reads "not going to make it
  // to", not "will not make it to"); "bukas ng gabi": tomorrow night; "gabi-gabi na": every night now.
  [phrase(String.raw`hindi\s+ko\s+na\s+aabutin`), 'i am not going to make it to'],
  [phrase(String.raw`bukas\s+(?:ng|nang)\s+gabi`), 'tomorrow night'],
  [phrase(String.raw`gabi\s+gabi\s+na`), 'every night now'],
  // "tinatago ko yung mga sugat sa hita ko": I am hiding the cuts on my thigh.
  ...(
    [
      ['hita', 'thigh'],
      ['braso', 'arm'],
      ['pulso', 'wrist'],
    ] as const
  ).map(([tl, en]): [RegExp, string] => [
    phrase(String.raw`tinatago\s+ko\s+(?:(?:yung|ang|iyong|iyung)\s+)?(?:mga\s+)?sugat\s+(?:ko\s+)?sa\s+${tl}\s+ko`),
    `i am hiding the cuts on my ${en}`,
  ]),
  // Tagalog as seafarers and domestic workers write it. "gusto ko nang tapusin (ang) lahat": I want to end it
  // all; "tapusin ang buhay ko": end my life; "sana hindi na ako magising": I hope I do not wake up;
  // "sana mawala na lang ako": I wish I could just disappear; "pagod na akong maging ako": tired of being me;
  // "pabigat lang ako": I am just a burden; "mas okay sila kung wala ako": they would be better off without me.
  [
    phrase(
      String.raw`(?:gusto|gustong|gusto\s+ko)\s+(?:ko\s+)?(?:na\s+|nang\s+)?(?:tapusin|tapusin\s+na)\s+(?:ang\s+|na\s+)?lahat(?:\s+lahat)?|tatapusin\s+ko\s+na\s+(?:ang\s+)?lahat)(?!\s+(?:ng|nang|sa|para)\s)(?!\s+(?:ngayong|bukas)\s+(?:taon|buwan|linggo)`,
    ),
    'i want to end it all',
  ],
  [
    phrase(
      String.raw`(?<!sa\s+\p{L}+\s+(?:ko\s+)?(?:gusto|gustong)\s+)(?:tapusin|tatapusin|wakasan|wawakasan)\s+(?:ko\s+)?(?:na\s+)?(?:ang|yung|iyong)\s+buhay\s+ko(?![^.!?]{0,40}(?<!\p{L})(?:retire|mag retire|pag retire|tumanda|pagtanda|sa probinsya)(?!\p{L}))`,
    ),
    'end my life',
  ],
  [
    phrase(String.raw`sana\s+(?:hindi|di)\s+na\s+(?:ako\s+)?magising|ayoko\s+(?:na\s+|nang\s+)?gumising(?!\s+(?:ng|nang)\s+(?:alas|maaga|\d))`),
    'i hope i do not wake up',
  ],
  [
    phrase(
      String.raw`sana\s+(?:mawala|maglaho)\s+na\s+(?:lang\s+)?ako|gusto\s+ko\s+(?:na\s+|nang\s+)?(?:mawala|maglaho)(?:\s+na\s+lang)?(?!\s+(?:sa|yung|ang|iyong)\s)`,
    ),
    'i wish i could just disappear',
  ],
  [phrase(String.raw`pagod\s+na\s+(?:ako\s+|akong\s+)?(?:maging|na\s+maging)\s+ako`), 'i am tired of being me'],
  [phrase(String.raw`pabigat\s+(?:lang\s+|na\s+lang\s+)?ako|ako\s+(?:ang|yung)\s+pabigat`), 'i am a burden'],
  [
    phrase(String.raw`(?:mas\s+)?(?:okay|ok|mabuti|masaya|maayos)\s+(?:pa\s+)?sila\s+(?:kung|pag)\s+wala\s+(?:na\s+)?ako(?!\s+sa\s)`),
    'they would be better off without me',
  ],
  // Doing it: "naglaslas ako": I cut my wrists; "sinasaktan ko (ang) sarili ko": I am hurting myself;
  // "pinaso ko braso ko ... sinadya ko": I burned my arm, on purpose; "hanggang dumugo": until it bled;
  // "ininom ko lahat ng gamot": I took all the pills; "nag-ipon ako ng pills": I have been saving pills.
  [phrase(String.raw`(?:naglaslas|naglalaslas|nilaslas\s+ko\s+(?:ang\s+|yung\s+)?pulso\s+ko)(?:\s+(?:ako|ulit|na\s+naman))*`), 'i cut my wrists'],
  [
    phrase(String.raw`(?<!(?:hindi|di|huwag|wag)\s+(?:ko\s+)?)(?:sinasaktan|sinaktan|sasaktan)\s+(?:ko\s+)?(?:na\s+naman\s+|ulit\s+)?(?:ang\s+)?sarili\s+ko`),
    'hurt myself',
  ],
  [phrase(String.raw`(?:pinaso|pinapaso|pinapaso)\s+ko\s+(?:ulit\s+)?(?:ang\s+|yung\s+)?(?:braso|kamay|hita|pulso)\s+ko`), 'i burned my arm'],
  [phrase(String.raw`sinadya\s+ko`), 'i did it on purpose'],
  [phrase(String.raw`hanggang\s+(?:dumugo|magdugo|dumudugo)`), 'until it bled'],
  [
    phrase(
      String.raw`(?:ininom|nilunok)\s+ko\s+(?:na\s+)?(?:lahat\s+(?:ng\s+)?(?:sleeping\s+pills|sleeping\s+meds|pampatulog)|(?:ang\s+|yung\s+)?(?:buong|isang)\s+banig)`,
    ),
    'i took a whole pack of sleeping pills',
  ],
  [
    phrase(
      String.raw`nag[\s-]?ipon\s+(?:ako\s+)?ng(?=\s+(?:sleeping\s+(?:pills|meds|tablets)|pampatulog|(?:mga\s+)?(?:gamot|tableta)\s+(?:na\s+)?pampatulog|(?:mga\s+)?(?:pills|tableta)\b))`,
    ),
    'i have been stockpiling',
  ],
  [
    phrase(
      String.raw`(?:kinakalmot|kinalmot)\s+ko\s+(?:ang\s+|yung\s+)?(?:balat|braso|hita|kamay)\s+ko(?![^.!?]{0,60}(?<!\p{L})(?:kati|makati|lamok|allergy|allergies|eczema|kagat|pantal|rash|rashes)(?!\p{L}))`,
    ),
    'i scratch my skin',
  ],
  [phrase(String.raw`(?:hindi|di)\s+(?:na\s+)?ako\s+kumakain`), 'i have not been eating'],
  [phrase(String.raw`deserve\s+ko\s+(?:naman|yun|iyon|to|ito)`), 'i deserve it'],
  // "ok lang kung dito na matapos lahat": it would be fine if it all ended here (dying, at sea, in a typhoon).
  [
    phrase(
      String.raw`(?:ok|okay|ayos)\s+lang\s+(?:kung|if|pag)\s+(?:dito\s+na\s+|ngayon\s+na\s+)?(?:matapos|magtapos|mawala)\s+(?:na\s+)?(?:ang\s+)?lahat(?!\s+(?:ng|nang|sa|para|bago)\s)(?![,\s]+basta(?!\p{L}))`,
    ),
    'i would not mind dying',
  ],
  [phrase(String.raw`(?:may\s+)?baril\s+(?:si|ang|yung)`), 'there is a gun that belongs to'],
  [
    phrase(
      String.raw`alam\s+ko\s+(?:kung\s+)?saan\s+(?:nakatago|tinatago|nakalagay)(?![^.!?]{0,60}(?<!\p{L})(?:nagbibigay|binibigay|ibinibigay|pinapainom|carer)(?!\p{L}))`,
    ),
    'i know where it is kept',
  ],
  [phrase(String.raw`may\s+napili\s+na\s+(?:akong|ako\s+ng)\s+lugar`), 'i have picked the place'],
  // When: "ngayong gabi (na)", "mamayang gabi": tonight.
  [phrase(String.raw`ngayong\s+gabi(?:\s+na)?|mamayang\s+gabi`), 'tonight'],
  // Another's goodbye: "salamat sa lahat": thank you for everything.
  [phrase(String.raw`salamat\s+sa\s+lahat`), 'thank you for everything'],
  // Hindi. "marna chahta hoon", "mar jaana chahti hoon": I want to die; "jeena nahi chahta": I do not want to live.
  [phrase(String.raw`(?:main\s+|mai\s+)?mar(?:na|\s+jaana|\s+jana)\s+(?:chahta|chahti)\s+(?:hoon|hu|hun)`), 'i want to die'],
  [phrase(String.raw`(?:ab\s+)?(?:aur\s+)?jeena\s+nahi[n]?\s+(?:chahta|chahti)(?:\s+(?:hoon|hu|hun))?`), 'i do not want to live anymore'],
  // "mera mann nahi karta jeene ka", "jeene ka mann nahi (karta)": I do not feel like living.
  [
    phrase(String.raw`(?:mera\s+)?(?:mann|man|dil)\s+nahi[n]?\s+karta\s+jeene\s+ka|jeene\s+ka\s+(?:mann|man|dil)\s+nahi[n]?(?:\s+karta)?`),
    'i do not want to live anymore',
  ],
  // "mera mann kar raha hai khud ko hurt karne ka": I feel like hurting myself.
  [
    phrase(String.raw`(?:mera\s+)?(?:mann|man|dil)\s+kar\s+raha\s+hai\s+khud\s+ko\s+(?:hurt|chot|nuksan)\s+(?:karne|karna|pahunchane)\s+ka`),
    'i want to hurt myself',
  ],
  [phrase(String.raw`khudkushi|khud\s+kushi|aatmahatya|atmahatya`), 'suicide'],
];
