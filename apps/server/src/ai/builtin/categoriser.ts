/**
 * A transparent keyword scorer. Each code has a curated vocabulary; a text scores, per code, the weights of
 * the terms it contains (phrases weigh more, generic and shared terms less, repeats count sub-linearly), plus
 * a small prior from other codes of the same group, divided by a factor that grows with the square root of
 * the text's length.
 */
import {
  CATEGORY_CODES,
  CATEGORY_GROUPS,
  type CategoryCode,
  type CategoryGroup,
  groupOfCategory,
} from '@precis/shared';
import { type BayesModel, trainBayesModel } from './category-bayes';
import { trainVectorModel, type VectorModel } from './category-vectors';
import { FOREIGN_TERMS, isVocabularyLanguage, type VocabularyLanguage } from './foreign-vocabulary';
import { guessLanguage, type KnownLanguage, readLanguage } from './language-guess';
import { hasMarkedToDoLine } from './marked-todos';
import { type Token, tokenSequence, tokensOfWords, words } from './tokens';
import { TRAINING_SET } from './training-set';
import { VOCABULARY } from './vocabulary';
import {
  buildVocabularyIndex,
  type VocabularyIndex,
  type VocabularyTerm,
  vocabularyIndex,
} from './vocabulary-index';
import { wordVectors } from './word-vectors';

export interface CategoriseInput {
  content: string;
  source?: string | null;
  comment?: string | null;
}

export interface CategoryScore {
  code: CategoryCode;
  /** Length-normalised score including the group prior; compare against `minScore`. */
  score: number;
  /** Matched vocabulary terms (stemmed), for debugging. */
  matches: string[];
}

export interface CategoriserOptions {
  /** A code must reach this score to be returned at all. */
  minScore: number;
  /** Runners-up must reach this share of the best score. */
  relativeCutoff: number;
  /** Runners-up from another group than the best need more evidence: this score... */
  crossGroupMinScore: number;
  /** ...and this share of the best score. */
  crossGroupCutoff: number;
}

export const MAX_CATEGORIES = 3;
export const DEFAULT_CATEGORISER_OPTIONS: CategoriserOptions = {
  minScore: 0.5,
  relativeCutoff: 0.6,
  crossGroupMinScore: 1.5,
  crossGroupCutoff: 0.75,
};

const GROUP_OF = new Map<CategoryCode, CategoryGroup>(
  (Object.entries(CATEGORY_GROUPS) as [CategoryGroup, readonly CategoryCode[]][]).flatMap(([group, codes]) =>
    codes.map((code): [CategoryCode, CategoryGroup] => [code, group]),
  ),
);
/** groupOfCategory, without its linear search: the scorer asks for every code of every text. */
const groupOf = (code: CategoryCode): CategoryGroup => GROUP_OF.get(code) ?? groupOfCategory(code);

const SOURCE_WEIGHT = 0.5;
/**
 * A source's title names its form as well as its subject: "How to Not Die Alone", "Prehistory: A Very Short
 * Introduction", "Complete English Grammar Rules: Examples, Exceptions, Exercises" are a how-to, a primer and a
 * workbook, which says nothing of what a passage in them is about. Only the codes of learning materials are such
 * words; the passage's own words still give them ("The books that are read again and again become literature").
 */
const saysMoreThanItsForm = (term: VocabularyTerm) =>
  !term.codes.every((code) => code === 'RESOURCES_MATERIALS');
/** Share of the other same-group codes' scores a matched code receives. */
const GROUP_PRIOR = 0.2;
/** Texts up to this many content tokens are not penalised for length. */
const SHORT_TEXT_TOKENS = 24;

interface Hit {
  term: VocabularyTerm;
  weight: number;
  count: number;
}

function collectHits(
  tokens: readonly Token[],
  weight: number,
  index: VocabularyIndex,
  hits: Map<string, Hit>,
  counts: (term: VocabularyTerm) => boolean = () => true,
) {
  const add = (term: VocabularyTerm | undefined) => {
    if (!term || !counts(term)) return;
    const hit = hits.get(term.key);
    if (hit) {
      hit.count += 1;
      hit.weight = Math.max(hit.weight, weight);
    } else {
      hits.set(term.key, { term, weight, count: 1 });
    }
  };
  tokens.forEach((token, position) => {
    if (!token.stop) {
      add(index.singles.get(token.stem));
      add(index.exact.get(token.word));
    }
    for (const phrase of index.phrases.get(token.stem) ?? []) {
      if (phrase.stems.every((part, offset) => tokens[position + offset]?.stem === part)) add(phrase);
    }
  });
}

function lengthDivisor(tokenCount: number): number {
  return Math.sqrt(Math.max(1, tokenCount / SHORT_TEXT_TOKENS));
}

export function scoreCategories(
  input: CategoriseInput,
  index: VocabularyIndex = vocabularyIndex(),
): CategoryScore[] {
  return scoreTokens(tokenSequence(`${input.content ?? ''}\n${input.comment ?? ''}`), input.source, index)
    .scores;
}

interface KeywordScores {
  scores: CategoryScore[];
  /** Whether the highlight's own words (not its source's) matched a term. */
  bodyMatched: boolean;
}

/** scoreCategories of a text already cut into tokens. */
function scoreTokens(
  bodyTokens: readonly Token[],
  source: string | null | undefined,
  index: VocabularyIndex = vocabularyIndex(),
): KeywordScores {
  const hits = new Map<string, Hit>();
  collectHits(bodyTokens, 1, index, hits);
  const bodyMatched = hits.size > 0;
  if (source) collectHits(tokenSequence(source), SOURCE_WEIGHT, index, hits, saysMoreThanItsForm);

  const raw = new Map<CategoryCode, number>();
  const matches = new Map<CategoryCode, string[]>();
  for (const { term, weight, count } of hits.values()) {
    // Repeating a term helps, but sub-linearly, so one word said five times cannot dominate.
    const value = term.weight * weight * Math.sqrt(count);
    for (const code of term.codes) {
      raw.set(code, (raw.get(code) ?? 0) + value);
      matches.set(code, [...(matches.get(code) ?? []), term.key]);
    }
  }

  const groupTotals = new Map<CategoryGroup, number>();
  for (const [code, value] of raw) {
    const group = groupOf(code);
    groupTotals.set(group, (groupTotals.get(group) ?? 0) + value);
  }

  const divisor = lengthDivisor(bodyTokens.filter((token) => !token.stop).length);
  const scores: CategoryScore[] = CATEGORY_CODES.map((code) => {
    const own = raw.get(code) ?? 0;
    const siblings = own > 0 ? (groupTotals.get(groupOf(code)) ?? 0) - own : 0;
    return { code, score: (own + GROUP_PRIOR * siblings) / divisor, matches: matches.get(code) ?? [] };
  });
  return { scores: scores.sort((a, b) => b.score - a.score), bodyMatched };
}

/**
 * Weight of the Bayes model's probability of a code (0..1) next to the keyword score... (These four weights were
 * chosen together by leaving each training batch out in turn: docs/built-in-ai.md.)
 */
const BAYES_WEIGHT = 2.5;
/** ...and of its probability of the code's group, so that evidence spread over sibling codes still counts. */
const BAYES_GROUP_WEIGHT = 0.25;

let defaultModel: BayesModel | undefined;
function bayesModel(): BayesModel {
  defaultModel ??= trainBayesModel(TRAINING_SET, VOCABULARY);
  return defaultModel;
}

/** Without a keyword hit, the model speaks alone only when it knows enough of the words and is sure... */
const BAYES_ALONE_MIN_WORDS = 3;
const BAYES_ALONE_MIN_PROBABILITY = 0.4;

/**
 * ...and then its best code just reaches the bar: a text it half-knows stays uncoded rather than guessed,
 * and it never adds runners-up.
 */
function bayesAlone(
  keyword: CategoryScore[],
  knownWords: number,
  probability: Float64Array,
): CategoryScore[] {
  if (knownWords < BAYES_ALONE_MIN_WORDS) return keyword;
  let best = 0;
  for (let index = 1; index < probability.length; index += 1)
    if ((probability[index] ?? 0) > (probability[best] ?? 0)) best = index;
  const chosen = CATEGORY_CODES[best];
  if (chosen === undefined || (probability[best] ?? 0) < BAYES_ALONE_MIN_PROBABILITY) return keyword;
  return [
    { code: chosen, score: DEFAULT_CATEGORISER_OPTIONS.minScore, matches: [] },
    ...keyword.filter((entry) => entry.code !== chosen),
  ];
}

/** Weight of the word-vector model's probability of a code, and of the code's group. */
const VECTOR_WEIGHT = 1;
const VECTOR_GROUP_WEIGHT = 1;

let defaultVectorModel: VectorModel | undefined;
function vectorModel(): VectorModel {
  defaultVectorModel ??= trainVectorModel(TRAINING_SET, wordVectors());
  return defaultVectorModel;
}

const CODE_INDEX = new Map<CategoryCode, number>(CATEGORY_CODES.map((code, index) => [code, index]));
const GROUPS = Object.keys(CATEGORY_GROUPS) as CategoryGroup[];
const GROUP_INDEX = CATEGORY_CODES.map((code) => GROUPS.indexOf(groupOf(code)));

/**
 * Adds to each code's score its probability and its group's, weighted (in the order of CATEGORY_CODES), so that
 * evidence spread over sibling codes still counts.
 */
function addWithGroups(
  scores: Float64Array,
  probability: Float64Array,
  codeWeight: number,
  groupWeight: number,
): void {
  const groupProbability = new Float64Array(GROUPS.length);
  for (let code = 0; code < probability.length; code += 1) {
    const group = GROUP_INDEX[code] ?? 0;
    groupProbability[group] = (groupProbability[group] ?? 0) + (probability[code] ?? 0);
  }
  for (let code = 0; code < probability.length; code += 1)
    scores[code] =
      (scores[code] ?? 0) +
      codeWeight * (probability[code] ?? 0) +
      groupWeight * (groupProbability[GROUP_INDEX[code] ?? 0] ?? 0);
}

export interface ScoringModels {
  bayes: BayesModel;
  vectors: VectorModel;
}

/**
 * Keyword scores plus the Bayes model's and the word-vector model's probabilities: the curated terms carry a
 * clear case, the Bayes model settles near-misses and texts that use a subject's everyday words rather than its
 * jargon, the vectors texts whose words are only near a subject's. Neither model adds a code to a text the
 * vocabulary found nothing in; the Bayes model alone may, when sure (bayesAlone).
 */
export function combinedScores(
  input: CategoriseInput,
  models: ScoringModels = { bayes: bayesModel(), vectors: vectorModel() },
): CategoryScore[] {
  // One cut into words for all three.
  const textWords = words(`${input.content ?? ''}\n${input.comment ?? ''}`);
  const tokens = tokensOfWords(textWords);
  const { scores: keyword, bodyMatched } = scoreTokens(tokens, input.source);
  const stems = tokens.filter((token) => !token.stop).map((token) => token.stem);
  // A fragment of a passage ("most.", a lone quotation mark) says nothing, whatever its book's title says.
  if (stems.length === 0) return [];
  const { knownWords, probability } = models.bayes.posteriorOfStems(stems);
  if (knownWords === 0) return keyword;
  // A title's term ("How to...", "Love") is no sign of what the words themselves are about: with none of their
  // own, the models do not spread their guess over every code, as they would beside a term of the text.
  if (!bodyMatched) return bayesAlone(keyword, knownWords, probability);
  const added = new Float64Array(CATEGORY_CODES.length);
  addWithGroups(added, probability, BAYES_WEIGHT, BAYES_GROUP_WEIGHT);
  const nearby = models.vectors(textWords);
  if (nearby) addWithGroups(added, nearby, VECTOR_WEIGHT, VECTOR_GROUP_WEIGHT);
  return keyword
    .map((entry) => ({ ...entry, score: entry.score + (added[CODE_INDEX.get(entry.code) ?? 0] ?? 0) }))
    .sort((a, b) => b.score - a.score);
}

const ELISIONS: Partial<Record<VocabularyLanguage, RegExp>> = {
  fr: /\b(?:l|d|qu|n|j|c|s|m|t|jusqu|lorsqu|puisqu)['\u2019]/giu,
  it: /\b(?:l|d|c|s|m|t|v|n|un|dell|nell|all|dall|sull|coll|quest|quell|tutt|dev|po)['\u2019]/giu,
};

const foreignIndexes = new Map<KnownLanguage, VocabularyIndex>();
function foreignIndex(language: VocabularyLanguage): VocabularyIndex {
  let index = foreignIndexes.get(language);
  if (!index) {
    const terms = Object.fromEntries(
      CATEGORY_CODES.map((code) => [
        code,
        (FOREIGN_TERMS[language][code] ?? '').split(',').map((term) => term.trim()),
      ]),
    ) as Record<CategoryCode, string[]>;
    index = buildVocabularyIndex(terms);
    foreignIndexes.set(language, index);
  }
  return index;
}

/**
 * Scores in the text's language: English through the full vocabulary and the Bayes model; German, French,
 * Spanish, Italian and Dutch through vocabularies of their own only, since English stems would match them by
 * accident, and no code rather than a guess when two groups score alike; Portuguese, which has none, not at all.
 * A short note with one function word and a letter English never writes is foreign too ("Moin, kurze Bilanz der
 * Woche: ... null Überstunden"): read as English, its words would find English stems.
 */
function scoresFor(input: CategoriseInput): CategoryScore[] {
  const text = `${input.content ?? ''} ${input.comment ?? ''}`;
  const language = languageOf(text);
  if (language === 'en') return combinedScores(input);
  if (!isVocabularyLanguage(language)) return [];
  // French and Italian elisions (l'inspiration, d'eau, dell'anno) would otherwise glue the article onto the word.
  const elision = ELISIONS[language];
  const content = elision === undefined ? input.content : input.content.replace(elision, '');
  const scores = scoreCategories({ ...input, content }, foreignIndex(language));
  return isTornBetweenGroups(scores) ? [] : scores;
}

/**
 * With a short vocabulary and no model to settle it, a text whose best code and the best of another group score
 * alike ("Strategie heißt entscheiden, was man nicht macht ... wir konzentrieren uns") is a guess: no code.
 */
const FOREIGN_TIE = 0.8;
function isTornBetweenGroups(scores: readonly CategoryScore[]): boolean {
  const best = scores[0];
  if (!best) return false;
  const rival = scores.find((entry) => groupOf(entry.code) !== groupOf(best.code));
  return rival !== undefined && rival.score > 0 && rival.score >= best.score * FOREIGN_TIE;
}

/** English, or the foreign language the text reads as; plain ASCII English is told by its function words alone. */
function languageOf(text: string): KnownLanguage {
  const guess = guessLanguage(text);
  if (guess === 'en' && !NOT_ASCII_RE.test(text)) return 'en';
  const reading = readLanguage(text);
  return reading.foreign ? (reading.foreignLanguage ?? reading.language) : 'en';
}
const NOT_ASCII_RE = /[^\t\n\r -~]/;

/** Up to three category codes, best first; none when nothing scores convincingly. */
export function categorise(
  input: CategoriseInput,
  options: Partial<CategoriserOptions> = {},
): CategoryCode[] {
  const settings = { ...DEFAULT_CATEGORISER_OPTIONS, ...options };
  const scores = scoresFor(input);
  const best = scores[0];
  if (!best || best.score < settings.minScore) return tasksFirstIfMarked(input.content, []);
  const bestGroup = groupOf(best.code);
  const floor = Math.max(settings.minScore, best.score * settings.relativeCutoff);
  const crossFloor = Math.max(settings.crossGroupMinScore, best.score * settings.crossGroupCutoff);
  const codes = scores
    .filter((entry) => entry.score >= (groupOf(entry.code) === bestGroup ? floor : crossFloor))
    .map((entry) => entry.code);
  return tasksFirstIfMarked(input.content, codes);
}

/**
 * A line its writer marked as a to-do ("TODO: pay the council tax", "- [ ] Zahnarzt anrufen") is a task whatever
 * it is about, in any language: Tasks & Actions leads, the subject's codes follow.
 */
function tasksFirstIfMarked(content: string, codes: CategoryCode[]): CategoryCode[] {
  if (!hasMarkedToDoLine(content)) return codes.slice(0, MAX_CATEGORIES);
  return ['TASKS_ACTIONS' as const, ...codes.filter((code) => code !== 'TASKS_ACTIONS')].slice(
    0,
    MAX_CATEGORIES,
  );
}
