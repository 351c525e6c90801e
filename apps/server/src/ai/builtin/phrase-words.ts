/** The words key phrases are made of: content words with ids for their stems, in runs between stop words. */
import type { KnownLanguage } from './language-guess';
import { isStopWord, normaliseText, stemWord } from './tokens';
import { hasSpacelessScript, matchWords } from './word-segments';

function stemSet(list: string): ReadonlySet<string> {
  return new Set(
    list
      .split(/\s+/)
      .filter((word) => word.length > 0)
      .map((word) => stemWord(word)),
  );
}

/** Verbs, adjectives and adverbs that never belong in a theme name; they split phrases. */
const FILLER = stemSet(
  `make made get got use used using good great better best bad new old want need know think thought lot lots
  every really actually already almost able little big small large long short high low right left sure true
  real simple easy hard different same important whole kind sort take took give gave going went come came see
  saw seen say said tell told ask asked try tried keep kept put find found show look feel felt seem become
  start started begin end help mean call called maybe probably usually sometimes least less far near back away
  yes okay etc instead rather many much first second third last next two three four five six seven eight nine
  ten hundred thousand million percent today tomorrow yesterday go goes gone set sets let lets write writes
  wrote written run runs ran turn turns move moves stay stays leave leaves left bring brings brought hold
  holds
  held stop stops change changes changed happen happens happened matter matters add adds added live lives
  longer shorter faster slower higher lower bigger smaller harder easier earlier later stronger weaker worse
  worst greater fewer cheaper richer older younger deeper wider closer quicker simpler clearer nicer larger
  like likes liked love loves loved hate allow allows become becomes became remain remains decide decides
  decided agree agrees agreed feel feels open opens close closes closed full empty free whether enough cut
  cuts shipped reach reached learned please thanks thank forget forgot`,
);
/**
 * Words too vague to be a theme alone, but fine inside one ("deep work", "time blocking", "Black Friday"): the
 * days and months a week of notes is full of, and the errands' verbs ("Send", "Book", "Friday" said nothing of
 * a week of product meetings and outages), and the words that only make a thing the one or the most ("The single
 * biggest problem...", "the single most effective thing" made "Single" a day's theme), and a book's parts ("Chapter", three readers' notes
 * on chapters of three books).
 */
const VAGUE_NOUNS = stemSet(
  `work time day days week weeks month months year years people person thing things stuff something anything
  everything nothing way ways point fact case place part side top bottom idea ideas lesson note read hour
  hours minute minutes second seconds rate rates level levels number numbers amount example examples instance
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed weds thu thur thurs fri sat sun
  january february march april june july august september october november december jan feb mar apr jun jul
  aug sep sept oct nov dec morning afternoon evening night tonight weekend appointment reminder todo
  send sends sent book books booked email emails call calls ring phone text pick check checks review buy pay
  fix update remind remember order finish chase confirm share sign draft schedule arrange collect drop fill
  submit submits submitted
  sort return renew due invoiced decision decisions highlight highlights single biggest greatest main whole
  entire chapter chapters page pages`,
);

const plainWords = (text: string): ReadonlySet<string> =>
  new Set(
    text
      .split(/\s+/)
      .filter((word) => word.length > 0)
      .map(normaliseText),
  );

/**
 * Measures, never a theme alone: "6.5 kya" made "Kya" the first theme of a prehistory book, "Mya" another's.
 * Spelled-out units and their abbreviations of three letters or more (shorter ones are no theme word anyway),
 * as written: by its stem "literal" would be a litre.
 */
const MEASURES = plainWords(
  `kya mya bya bce kms kgs mcg kcal mph kph kmh bpm lbs psi rpm dpi ppi ppm mmhg mmol kwh ghz mhz khz
  tbsp tsp litre litres liter liters millilitre millilitres metre metres meter meters kilometre kilometres
  kilometer kilometers centimetre centimetres millimetre millimetres mile miles kilogram kilograms gram grams
  milligram milligrams ounce ounces gallon gallons pct celsius fahrenheit decade decades
  century centuries millennium millennia`,
);

/**
 * The vague nouns of the other languages, as written in lower case ("Art und Weise" is "the way", not art): the
 * English list is of stems, and English stems would take "art" for art everywhere.
 */
const VAGUE_NOUNS_BY_LANGUAGE: Partial<Record<KnownLanguage, ReadonlySet<string>>> = {
  de: plainWords(`art weise sache sachen ding dinge mal teil teile leute mensch menschen zeit tag tage tagen
    woche wochen monat monate jahr jahre jahren stunde stunden minute minuten beispiel punkt seite fall fälle
    grund idee frage montag dienstag mittwoch donnerstag freitag samstag sonntag morgen abend nacht wochenende
    termin januar jänner februar märz april mai juni juli august september oktober november dezember`),
  fr: plainWords(`chose choses fois façon manière sorte genre type partie jour jours journée semaine semaines
    mois année années an ans heure heures minute minutes temps gens personne personnes truc trucs exemple point
    côté cas idée lundi mardi mercredi jeudi vendredi samedi dimanche matin soir nuit week-end rendez-vous
    janvier février mars avril mai juin juillet août septembre octobre novembre décembre`),
  es: plainWords(`cosa cosas vez veces manera forma tipo parte partes día días semana semanas mes meses año años
    hora horas minuto minutos tiempo gente persona personas ejemplo punto lado caso idea lunes martes miércoles
    jueves viernes sábado domingo mañana tarde noche finde cita enero febrero marzo abril mayo junio julio agosto
    septiembre setiembre octubre noviembre diciembre`),
  it: plainWords(`cosa cose volta volte modo maniera tipo parte giorno giorni settimana mese mesi anno anni ora
    ore tempo gente persona persone esempio punto caso idea lunedì martedì mercoledì giovedì venerdì sabato
    domenica sera notte gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre
    dicembre`),
  nl: plainWords(`ding dingen keer manier soort deel dag dagen week weken maand maanden jaar jaren uur uren
    minuut minuten tijd mensen persoon voorbeeld punt kant geval idee maandag dinsdag woensdag donderdag vrijdag
    zaterdag zondag ochtend avond nacht weekend afspraak januari februari maart april mei juni juli augustus
    september oktober november december`),
  pt: plainWords(`coisa coisas vez vezes maneira forma tipo parte dia dias semana semanas mês meses ano anos
    hora horas tempo gente pessoa pessoas exemplo ponto lado caso ideia segunda terça quarta quinta sexta sábado
    domingo manhã tarde noite janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro
    dezembro`),
};

/**
 * German writes every noun with a capital, so a word in lower case is a verb, an adjective or an adverb: fine
 * inside a theme ("künstliche Intelligenz"), never one alone ("Bedeutet", "Sagen", "Relativ stark steigen").
 */
const isGermanNonNoun = (surface: string, language: KnownLanguage) =>
  language === 'de' && /^\p{Ll}/u.test(surface);

const isVague = (stem: string, plain: string, surface: string, language: KnownLanguage) =>
  VAGUE_NOUNS.has(stem) ||
  MEASURES.has(plain) ||
  VAGUE_NOUNS_BY_LANGUAGE[language]?.has(plain) === true ||
  isGermanNonNoun(surface, language);

/** Nouns that end like adverbs. */
const LY_NOUNS: ReadonlySet<string> = new Set([
  ...'family supply assembly anomaly butterfly italy july'.split(' '),
  ...'monopoly rally ally belly jelly lily reply holly'.split(' '),
]);

const isAdverb = (word: string) => word.length > 4 && word.endsWith('ly') && !LY_NOUNS.has(word);

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;
const FRAGMENT_SPLIT_RE = /[^\p{L}\p{M}\p{N}'’\s-]+|\s[-–—]\s/u;
/** A web address is no theme: "http", "www" and a domain's words are not what the highlights are about. */
const ADDRESS_RE =
  /^(?:https?:\/\/|www\.)|^[^/]+\.(?:com|org|net|io|dev|app|co|uk|de|fr|es|cn|jp)(?:[/:?#]|$)/i;
/** Every address has a dot between two letters or "://"; most sentences have neither. */
const MAYBE_ADDRESS_RE = /\w\.\w|:\/\//;

/** The sentence with each address, read as the run of characters between spaces, made a break between phrases. */
function withoutAddresses(sentence: string): string {
  if (!MAYBE_ADDRESS_RE.test(sentence)) return sentence;
  return sentence
    .split(/(\s+)/)
    .map((piece) => (ADDRESS_RE.test(piece.replace(/^[^\p{L}\p{N}]+/u, '')) ? ' | ' : piece))
    .join('');
}

export interface PhraseWord {
  id: number;
  surface: string;
  /** The surface with a sentence-initial capital removed, used when the word starts a phrase. */
  initial: string;
  vague: boolean;
}

/** Stem ids fit in 17 bits, so an n-gram of up to three packs into one number (see packKey). */
const ID_BITS = 17;
const ID_LIMIT = 2 ** ID_BITS - 1;

/** One number per n-gram of up to three stem ids (0 for none), so map keys stay cheap. */
export const packKey = (a: number, b: number, c: number): number => (a * 2 ** ID_BITS + b) * 2 ** ID_BITS + c;

/** Sentence-initial capitals are not part of a phrase's form: "Deep work" counts as "deep work". */
function lowerInitial(word: string): string {
  return /^\p{Lu}\p{Ll}*$/u.test(word) ? word.charAt(0).toLowerCase() + word.slice(1) : word;
}

/**
 * English words before a verb: a subject pronoun, a modal or the infinitive's "to" ("we argue", "it requires",
 * "to create"). A word after one is doing, not a thing the highlights are about.
 */
const BEFORE_A_VERB: ReadonlySet<string> = new Set(
  `i you we they he she it who to can could will would should must may might shall cannot can't won't don't
  doesn't didn't wouldn't couldn't shouldn't we'll they'll you'll i'll`.split(/\s+/),
);
/** Words before an adjective or a participle that ends its phrase: "is possible.", "was born", "very specific". */
const BEFORE_A_QUALITY: ReadonlySet<string> = new Set(
  'is are was were be been being am very too so quite extremely fairly rather seem seems seemed'.split(' '),
);
/**
 * Function words no other language of the summaries writes: a short Dutch line ("Kennis is macht, maar ... is
 * wijsheid.") can read as English, and its "is" says nothing of an English adjective.
 */
const ENGLISH_ONLY_RE = /\b(?:the|and|of|to|that|it|you|with|this|are|would|will|can|they|we)\b/i;

/** Words before a noun that ends its phrase: "the fall of", "a win", "their money". */
const BEFORE_A_NOUN: ReadonlySet<string> = new Set(
  'the a an this these those my your his her our their its of every each'.split(' '),
);

interface UsageCues {
  noun: number;
  other: number;
  seen: number;
}

/** Interns words and stems for one extraction; stems beyond ID_LIMIT are ignored. */
export class PhraseVocabulary {
  private readonly words = new Map<KnownLanguage, Map<string, PhraseWord | undefined>>();
  private readonly ids = new Map<string, number>();
  /** By stem id, how each of its forms is used ("date" as a verb, "dating" as a noun). */
  private readonly cues = new Map<number, Map<string, UsageCues>>();
  readonly stems: string[] = [''];

  /** Counts how an English word is used, by the word before it and whether a content word follows it. */
  noteUsage(word: PhraseWord, before: string | undefined, endsItsRun: boolean): void {
    const forms = this.cues.get(word.id) ?? new Map<string, UsageCues>();
    this.cues.set(word.id, forms);
    const form = word.surface.toLowerCase();
    const cues = forms.get(form) ?? { noun: 0, other: 0, seen: 0 };
    forms.set(form, cues);
    cues.seen += 1;
    // "to Africa", "we Europeans": a capital mid-sentence is a name; "open to dating": a word in -ing a gerund.
    if (before === undefined || /^\p{Lu}|ing$/u.test(word.surface)) return;
    const previous = before.toLowerCase().replace(/’/g, "'");
    if (BEFORE_A_VERB.has(previous) || (endsItsRun && BEFORE_A_QUALITY.has(previous))) cues.other += 1;
    else if (endsItsRun && BEFORE_A_NOUN.has(previous)) cues.noun += 1;
  }

  /**
   * An English word whose commonest form is used as a verb or an adjective in half its uses or more, and more
   * often than as a noun: never a theme alone ("Argue", "Requires", "Possible", "Born"), as the nouns it goes with
   * may be. The commonest form is the one a theme would show: "Dating" in a book on dating stays one, however
   * often its reader wants "to date"; where forms tie, each must read so.
   */
  readsAsNoNoun(id: number): boolean {
    const forms = [...(this.cues.get(id)?.values() ?? [])];
    const most = Math.max(0, ...forms.map((cues) => cues.seen));
    // Forms as common as each other ("date" and "dating" five times each) must all read so.
    const commonest = forms.filter((cues) => cues.seen === most);
    return (
      commonest.length > 0 && commonest.every((cues) => cues.other > cues.noun && cues.other * 2 >= cues.seen)
    );
  }

  /** The word as a sentence in `language` uses it: "die" is a word in English, not in German. */
  word(surface: string, language: KnownLanguage = 'en'): PhraseWord | undefined {
    let known = this.words.get(language);
    if (known === undefined) {
      known = new Map();
      this.words.set(language, known);
    }
    if (known.has(surface)) return known.get(surface);
    const clean = surface.replace(/['’]s$/, '');
    const plain = normaliseText(clean);
    const stem = stemWord(plain);
    let word: PhraseWord | undefined;
    // Two letters are a word in the scripts of one letter a syllable or a word ("年龄", "心理"); a Japanese word
    // in hiragana alone ("って", "ように") is grammar, its content words are written in kanji or katakana.
    const spaceless = hasSpacelessScript(plain);
    const tooShort =
      plain.length < (spaceless ? 2 : 3) || (spaceless && /^\p{Script=Hiragana}+$/u.test(plain));
    const skip =
      isStopWord(plain, language) || tooShort || !/\p{L}/u.test(plain) || FILLER.has(stem) || isAdverb(plain);
    if (!skip && this.stems.length <= ID_LIMIT) {
      let id = this.ids.get(stem);
      if (id === undefined) {
        id = this.stems.length;
        this.ids.set(stem, id);
        this.stems.push(stem);
      }
      word = {
        id,
        surface: clean,
        initial: lowerInitial(clean),
        vague: isVague(stem, plain, clean, language),
      };
    }
    known.set(surface, word);
    return word;
  }
}

/** Runs of consecutive content words, split at stop words, punctuation and web addresses. */
export function wordRuns(
  sentence: string,
  vocabulary: PhraseVocabulary,
  language: KnownLanguage = 'en',
): PhraseWord[][] {
  const runs: PhraseWord[][] = [];
  const spaceless = hasSpacelessScript(sentence);
  const readsAsEnglish = language === 'en' && ENGLISH_ONLY_RE.test(sentence);
  for (const fragment of withoutAddresses(sentence).split(FRAGMENT_SPLIT_RE)) {
    let run: PhraseWord[] = [];
    const surfaces = spaceless ? matchWords(fragment, WORD_RE) : (fragment.match(WORD_RE) ?? []);
    const words = surfaces.map((surface) => vocabulary.word(surface, language));
    words.forEach((word, index) => {
      if (word) {
        run.push(word);
        if (readsAsEnglish) vocabulary.noteUsage(word, surfaces[index - 1], !words[index + 1]);
      } else if (run.length > 0) {
        runs.push(run);
        run = [];
      }
    });
    if (run.length > 0) runs.push(run);
  }
  return runs;
}
