import { CATEGORY_CODES } from '@precis/shared';

/** Deterministic pseudo-random numbers, so every bench run seeds the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SUBJECTS = [
  'Deep work',
  'A good test suite',
  'The best managers',
  'Compound interest',
  'Spaced repetition',
  'A clear strategy',
  'Good sleep',
  'Every database index',
  'The feedback loop',
  'A travel budget',
  'Writing by hand',
  'Small teams',
];
const VERBS = ['turns', 'protects', 'rewards', 'reveals', 'beats', 'shapes', 'outlasts', 'simplifies'];
const OBJECTS = [
  'attention into output',
  'the habits you repeat daily',
  'patience over cleverness',
  'what the numbers hide',
  'long-term thinking',
  'the cost of switching context',
  'the decisions nobody writes down',
  'every plan that meets reality',
];
const SOURCES = [
  'Deep Work by Cal Newport',
  'https://martinfowler.com/articles/practical-test-pyramid.html',
  'The Psychology of Money',
  'High Output Management',
  'Make It Stick',
  'https://news.ycombinator.com/item?id=41234567',
  null,
];
const TAGS = ['book', 'article', 'work', 'idea', 'quote', 'todo', 'reread', 'podcast'];

export function sampleHighlight(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const sentences = 1 + Math.floor(random() * 4);
  const content = Array.from(
    { length: sentences },
    () => `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)}.`,
  ).join(' ');
  const categories = random() < 0.7 ? [pick(CATEGORY_CODES)] : [];
  const tags = random() < 0.5 ? [pick(TAGS)] : [];
  return {
    content,
    source: pick(SOURCES),
    comment: random() < 0.3 ? `Remember this when ${pick(OBJECTS)} matters.` : null,
    categories,
    tags,
  };
}

/** A word that occurs in about 1% of the heavy user's highlights: the search scenario's term. */
export const RARE_TERM = 'zettelkasten';
