import { conceptsOfPhrases, expandTerm, isConceptToken } from './synonyms';

// Function words, and the words every question is phrased with ("how do we", "our auditor is asking about"): they
// would otherwise match names such as "Processing under the authority of the controller".
const stopWords = new Set(
  (
    'a an and any are as at be been by can could did do does doing for from get has have how i if in into is it its ' +
    'me my need needs of on or our ours please say says should so tell than that the their them then there these ' +
    'they this those to us was we were what when where which who why will with would you your auditor auditors ask ' +
    'asking asked explain mean means about regarding want wants know us around am fix fixing'
  ).split(' '),
);

// Plurals to singular, so "access reviews" meets "Access review" without a full stemmer's surprises.
const singular = (word: string): string => {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
};

const normalisedWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map(singular);

/** Words, plus the concept tokens of the synonym phrases the text contains. */
export const tokenize = (text: string): string[] => {
  const words = normalisedWords(text);
  return [...words, ...conceptsOfPhrases(words)];
};

/** A token as indexed and searched: stop words dropped, words expanded with their synonym concepts. */
export const processTerm = (token: string): string[] | null => {
  if (isConceptToken(token)) return [token];
  return stopWords.has(token) ? null : expandTerm(token);
};

// Catalogue ids as one token each ("cc6.1", "a.5.15", "art.32", "164.312(a)(2)(iv)"), so a partial id such as
// "164.312" can match every id it starts.
export const idToken = (id: string) => id.toLowerCase().replace(/\s+/g, '');

const idShapes = /\b(?:[a-z]{1,2}\d?\.?)?\d+(?:\.\d+)+(?:\s*\([a-z0-9]{1,4}\))*|\bart(?:icle)?\.?\s*\d{1,2}\b/gi;

const idTokensIn = (text: string) =>
  [...text.matchAll(idShapes)].map(([match]) =>
    idToken(match.replace(/^article/i, 'art.').replace(/^art\.?/i, 'art.')),
  );

/** The distinct terms a question is searched with: the same analysis as the documents, plus id-shaped tokens. */
export const queryTerms = (question: string): string[] => {
  const terms = tokenize(question).flatMap((token) => processTerm(token) ?? []);
  return [...new Set([...terms, ...idTokensIn(question)])];
};
