/**
 * The Porter (1980) English stemmer, after Martin Porter's reference JavaScript version.
 * Input must be a lower-case word; results are memoised because texts repeat words a lot.
 */

const STEP2: Record<string, string> = {
  ational: 'ate',
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  izer: 'ize',
  bli: 'ble',
  alli: 'al',
  entli: 'ent',
  eli: 'e',
  ousli: 'ous',
  ization: 'ize',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  iveness: 'ive',
  fulness: 'ful',
  ousness: 'ous',
  aliti: 'al',
  iviti: 'ive',
  biliti: 'ble',
  logi: 'log',
};

const STEP3: Record<string, string> = {
  icate: 'ic',
  ative: '',
  alize: 'al',
  iciti: 'ic',
  ical: 'ic',
  ful: '',
  ness: '',
};

const CONS = '[^aeiou]';
const VOWEL = '[aeiouy]';
const CONS_SEQ = `${CONS}[^aeiouy]*`;
const VOWEL_SEQ = `${VOWEL}[aeiou]*`;

/** measure > 0, measure == 1, measure > 1, and "contains a vowel" */
const M_GT0 = new RegExp(`^(${CONS_SEQ})?${VOWEL_SEQ}${CONS_SEQ}`);
const M_EQ1 = new RegExp(`^(${CONS_SEQ})?${VOWEL_SEQ}${CONS_SEQ}(${VOWEL_SEQ})?$`);
const M_GT1 = new RegExp(`^(${CONS_SEQ})?${VOWEL_SEQ}${CONS_SEQ}${VOWEL_SEQ}${CONS_SEQ}`);
const HAS_VOWEL = new RegExp(`^(${CONS_SEQ})?${VOWEL}`);
const CVC = new RegExp(`^${CONS_SEQ}${VOWEL}[^aeiouwxy]$`);
const DOUBLE_CONS = /([^aeiouylsz])\1$/;

const STEP2_RE = new RegExp(`^(.+?)(${Object.keys(STEP2).join('|')})$`);
const STEP3_RE = new RegExp(`^(.+?)(${Object.keys(STEP3).join('|')})$`);
const STEP4_RE = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;
const STEP4_ION_RE = /^(.+?)(s|t)(ion)$/;

const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

function step1(input: string): string {
  let w = input;
  if (/^(.+?)(ss|i)es$/.test(w)) w = w.replace(/^(.+?)(ss|i)es$/, '$1$2');
  else if (/^(.+?)([^s])s$/.test(w)) w = w.replace(/^(.+?)([^s])s$/, '$1$2');

  const eed = /^(.+?)eed$/.exec(w);
  const edIng = /^(.+?)(ed|ing)$/.exec(w);
  if (eed) {
    if (M_GT0.test(eed[1] ?? '')) w = w.slice(0, -1);
  } else if (edIng) {
    const stem = edIng[1] ?? '';
    if (HAS_VOWEL.test(stem)) {
      w = stem;
      if (/(at|bl|iz)$/.test(w)) w += 'e';
      else if (DOUBLE_CONS.test(w)) w = w.slice(0, -1);
      else if (CVC.test(w)) w += 'e';
    }
  }

  const y = /^(.+?)y$/.exec(w);
  if (y && HAS_VOWEL.test(y[1] ?? '')) w = `${y[1] ?? ''}i`;
  return w;
}

function replaceSuffix(w: string, re: RegExp, table: Record<string, string>): string {
  const match = re.exec(w);
  if (!match) return w;
  const stem = match[1] ?? '';
  const suffix = match[2] ?? '';
  return M_GT0.test(stem) ? stem + (table[suffix] ?? suffix) : w;
}

function step4and5(input: string): string {
  let w = input;
  const m4 = STEP4_RE.exec(w);
  const m4ion = STEP4_ION_RE.exec(w);
  if (m4) {
    if (M_GT1.test(m4[1] ?? '')) w = m4[1] ?? w;
  } else if (m4ion) {
    const stem = (m4ion[1] ?? '') + (m4ion[2] ?? '');
    if (M_GT1.test(stem)) w = stem;
  }

  const e = /^(.+?)e$/.exec(w);
  if (e) {
    const stem = e[1] ?? '';
    if (M_GT1.test(stem) || (M_EQ1.test(stem) && !CVC.test(stem))) w = stem;
  }
  if (/ll$/.test(w) && M_GT1.test(w)) w = w.slice(0, -1);
  return w;
}

export function stem(word: string): string {
  if (word.length < 3) return word;
  const cached = cache.get(word);
  if (cached !== undefined) return cached;

  // An initial y is a consonant: mark it so the vowel patterns skip it.
  const initialY = word.startsWith('y');
  let w = initialY ? `Y${word.slice(1)}` : word;
  w = step1(w);
  w = replaceSuffix(w, STEP2_RE, STEP2);
  w = replaceSuffix(w, STEP3_RE, STEP3);
  w = step4and5(w);
  if (initialY) w = `y${w.slice(1)}`;

  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, w);
  return w;
}
