// Turns an entry into the discrete features the naive Bayes head counts. Stems let "annoyed",
// "annoying" and "annoys" share evidence across the small training set; wink's negation scope
// marks words after "not"/"n't"/"never" so "not happy" stops counting as happiness.
import winkNLP, { type ItemSentence, type ItsFunction, type Tokens, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export type TokenOptions = {
  /** Also emit adjacent-stem pairs ("kept_deposit"), which carry events that single words do not. */
  bigrams: boolean;
};

let nlp: WinkMethods | undefined;

function winkInstance(): WinkMethods {
  // NER is not used; leaving it out of the pipe keeps tokenising fast.
  nlp ??= winkNLP(model, ['sbd', 'negation', 'pos']);
  return nlp;
}

// wink's declared its-helper signatures do not all match ItsFunction (stem takes addons), though
// every helper works with out(); this keeps the one cast in one place.
function column<T>(tokens: Tokens, helper: unknown): T[] {
  return tokens.out(helper as ItsFunction<T>) as T[];
}

const NEGATION_PARTS = new Set(["n't", 'not', 'never', 'no']);

// wink splits "Mum's" into "Mum" + "'s" the first time it meets it, then caches the unknown word
// whole, so the same text tokenised differently over a server's life (a crisis text's naive Bayes
// reading fell from 0.49 to 0.42 after the training texts). Splitting the clitics ourselves makes a
// text's tokens depend on the text alone; a possessive or "is" 's is dropped ("Mum's" reads as
// "Mum", as the crisis normaliser reads "mum's pills" as "mums pills"), which cross-validated a
// little better than keeping "'s" as a token. "n't" is left to wink, which splits it from its list.
const CLITIC = /(\p{L})['](s|m|re|ve|ll|d)\b/giu;

function normaliseApostrophes(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(CLITIC, (_m, letter: string, clitic: string) => (clitic.toLowerCase() === 's' ? letter : `${letter} '${clitic}`));
}

/** Feature tokens for one text; repeats are kept (the caller decides whether to count or binarise). */
export function moodTokens(text: string, options: TokenOptions): string[] {
  const nlpi = winkInstance();
  const its = nlpi.its;
  const doc = nlpi.readDoc(normaliseApostrophes(text));
  const out: string[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens = sentence.tokens();
    const values = column<string>(tokens, its.value);
    const stems = column<string>(tokens, its.stem);
    const types = column<string>(tokens, its.type);
    const negated = column<boolean>(tokens, its.negationFlag);
    let previous: string | null = null;
    for (let i = 0; i < values.length; i++) {
      const type = types[i];
      const lower = values[i].toLowerCase();
      let token: string | null = null;
      if (type === 'word' || type === 'number') {
        const base = NEGATION_PARTS.has(lower) ? 'not' : stems[i].toLowerCase();
        token = type === 'number' ? '<num>' : negated[i] ? `NOT_${base}` : base;
      } else if (type === 'emoji' || type === 'emoticon') {
        token = lower;
      } else if (values[i] === '!' || values[i] === '?') {
        token = values[i];
      }
      if (token === null) {
        // Punctuation ends a phrase, so pairs do not straddle commas.
        previous = null;
        continue;
      }
      out.push(token);
      if (options.bigrams && previous !== null) out.push(`${previous}_${token}`);
      previous = token;
    }
  });
  return out;
}
