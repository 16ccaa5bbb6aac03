// The AFINN-165 word list that ships with the `sentiment` package, loaded through its CommonJS
// entry: importing the JSON file directly breaks under ESM loaders (it has keys like `protected`).
import en from 'sentiment/languages/en/index.js';

export const AFINN: Readonly<Record<string, number>> = en.labels;
