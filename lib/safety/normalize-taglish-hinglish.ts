// Tagalog and romanised Hindi, as people mix them into English ("Taglish", "Hinglish"): the phrases
// that carry the risk, spelled as the English the grammar reads. Like normalize-romance.ts, only
// whole phrases are mapped and none of them is an English word, so an English text never changes.
// Applied to lowercased text with straight apostrophes, before the English rewrites in normalize.ts.
import { phrase } from './normalize-romance';

export const TAGLISH_HINGLISH_REWRITES: Array<[RegExp, string]> = [
  // Tagalog. "ayoko nang mabuhay": I do not want to live anymore; "gusto ko nang mamatay": I want to die.
  [phrase(String.raw`ayoko\s+(?:na\s+)?(?:nang|ng)\s+mabuhay|ayaw\s+ko\s+(?:na\s+)?(?:nang\s+)?mabuhay`), 'i do not want to live anymore'],
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
  // Hindi. "marna chahta hoon", "mar jaana chahti hoon": I want to die; "jeena nahi chahta": I do not want to live.
  [phrase(String.raw`(?:main\s+|mai\s+)?mar(?:na|\s+jaana|\s+jana)\s+(?:chahta|chahti)\s+(?:hoon|hu|hun)`), 'i want to die'],
  [phrase(String.raw`(?:ab\s+)?(?:aur\s+)?jeena\s+nahi[n]?\s+(?:chahta|chahti)(?:\s+(?:hoon|hu|hun))?`), 'i do not want to live anymore'],
  // "mera mann kar raha hai khud ko hurt karne ka": I feel like hurting myself.
  [
    phrase(String.raw`(?:mera\s+)?(?:mann|man|dil)\s+kar\s+raha\s+hai\s+khud\s+ko\s+(?:hurt|chot|nuksan)\s+(?:karne|karna|pahunchane)\s+ka`),
    'i want to hurt myself',
  ],
  [phrase(String.raw`khudkushi|khud\s+kushi|aatmahatya|atmahatya`), 'suicide'],
];
