import type { SummarizationType } from '@precis/shared';
import { defaultTaskJudge, isTask, listTest } from './default-judges';
import { isForeignAnnouncement } from './foreign-announcements';
import { isForeignDecision } from './foreign-decisions';
import { isForeignProblem } from './foreign-problems';
import type { ToDoLanguage } from './foreign-todo-patterns';
import { isForeignToDo } from './foreign-todos';
import { TASK_PREFIX_RE } from './imperative-shapes';
import type { ListKind } from './list-judge';
import { italicLine } from './markdown';
import { isMarkedToDo } from './marked-todos';
import { type Neighbourhood, neighbourhoods } from './sentence-neighbourhood';
import {
  hasMeasuredFigures,
  hasStrongFigures,
  isAlert,
  isDecision,
  isExample,
  isHeadline,
  isProblem,
  isQuestion,
} from './sentence-patterns';
import { activityTimeline } from './summary-activity';
import { type SentenceUnit, type SummaryContext, savedHighlights, savedIndexOf } from './summary-context';
import {
  bulletSection,
  counts,
  heading,
  keyPointLimit,
  keyPoints,
  noneLine,
  pickSentences,
  repeatsListed,
  type Section,
  themes,
} from './summary-sections';
import { type TaskPlace, taskPlaces } from './task-context';
import { isNeverATask } from './task-formulas';
import { taskEvidence } from './task-patterns';
import { isListEntry, isTodoHeadingLine } from './todo-lists';

export interface ShapeOutput {
  /** Markdown blocks, in order; the caller joins them with blank lines. */
  blocks: string[];
  used: Set<number>;
  /**
   * Words put before the title's key phrases, e.g. "Action items", or "No action items" when the type's pattern
   * found nothing: the title of a summary that fell back to key points still says what was asked.
   */
  titlePrefix?: string;
}

type Shape = (context: SummaryContext) => ShapeOutput;

function assemble(parts: [string, Section][], extra: Partial<ShapeOutput> = {}): ShapeOutput {
  const used = new Set<number>();
  const blocks: string[] = [];
  for (const [title, section] of parts) {
    if (section.lines.length === 0) continue;
    blocks.push([heading(title), ...section.lines].join('\n'));
    for (const index of section.used) used.add(index);
  }
  return { blocks, used, ...extra };
}

function overview(context: SummaryContext, pointsTitle = 'Key points', themesTitle = 'Themes'): ShapeOutput {
  return assemble([
    [pointsTitle, keyPoints(context)],
    [themesTitle, themes(context)],
  ]);
}

/** Key points instead, introduced by one italic line saying what was missing; `none` heads the title. */
function fallback(context: SummaryContext, missing: string, none: string): ShapeOutput {
  const result = overview(context);
  const notice = italicLine(`No ${missing} were found in these highlights; here are the key points instead.`);
  return { ...result, blocks: [notice, ...result.blocks], titlePrefix: none };
}

type Predicate = (text: string, sentence: SentenceUnit) => boolean;

interface ListShape {
  title: string;
  prefix: string;
  missing: string;
  /** The title's prefix when nothing was found: "No news". */
  none: string;
  predicate: Predicate;
  /** The sentences listed before the others that pass `predicate`: PERFORMANCE's figures with a unit or a trend. */
  first?: (text: string) => boolean;
  checkbox?: boolean;
  limit?: number;
  /** At most this many sentences of one highlight: a digest spreads over many, a checklist lists every item. */
  perHighlight?: number;
  /** Listed as written, oldest highlight first and each in its own order, rather than the most central first. */
  inWrittenOrder?: boolean;
}

function listShape({
  title,
  prefix,
  missing,
  none,
  predicate,
  first,
  checkbox = false,
  limit = 12,
  perHighlight = 4,
  inWrittenOrder = false,
}: ListShape): Shape {
  return (context) => {
    const options = { limit, maxPerHighlight: perHighlight, maxSimilarity: 0.7 };
    const leading = first
      ? pickSentences(context, (text, sentence) => first(text) && predicate(text, sentence), options)
      : [];
    const chosen = new Set(leading);
    const picked = [
      ...leading,
      ...pickSentences(
        context,
        (text, sentence) => !chosen.has(sentence.index) && predicate(text, sentence),
        {
          ...options,
          limit: limit - leading.length,
        },
      ),
    ];
    if (picked.length === 0) return fallback(context, missing, none);
    const listed = inWrittenOrder ? writtenOrder(context, picked) : picked;
    const section = withOthersNoted(
      context,
      bulletSection(context, listed, checkbox),
      predicate,
      picked,
      limit,
    );
    return assemble([[title, section]], { titlePrefix: prefix });
  };
}

/** Sentences by their highlight's time (undated last), then as the highlights were given and written. */
function writtenOrder(context: SummaryContext, picked: readonly number[]): number[] {
  const timeOf = (index: number) => {
    const time = context.highlights[context.sentences[index]?.highlightIndex ?? -1]?.time ?? Number.NaN;
    return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
  };
  return [...picked].sort((a, b) => timeOf(a) - timeOf(b) || a - b);
}

/** A list cut at its limit ends by saying how many it left out: "…and 5 more not listed." */
function withOthersNoted(
  context: SummaryContext,
  section: Section,
  predicate: Predicate,
  picked: readonly number[],
  limit: number,
): Section {
  const more = picked.length >= limit ? countOthers(context, predicate, picked) : 0;
  const howMany = more >= MAX_COUNTED_OTHERS ? `${MAX_COUNTED_OTHERS} or more` : `${more} more`;
  if (more > 0) section.lines.push(italicLine(`…and ${howMany} not listed.`));
  return section;
}

/**
 * Counting stops here: weighing every sentence of a thousand task-heavy highlights to say "and 412 more" tripled
 * the time of their TASKS summary (93 to 286 ms), and past twenty the exact number tells a reader nothing more.
 */
const MAX_COUNTED_OTHERS = 20;

/** The sentences passing `predicate` beyond those listed, so a list cut at its limit says what it left out. */
function countOthers(context: SummaryContext, predicate: Predicate, picked: readonly number[]): number {
  const listed = new Set(picked.map((index) => context.sentences[index]?.text));
  const others = new Set<string>();
  for (const sentence of context.sentences) {
    if (others.size >= MAX_COUNTED_OTHERS) break;
    if (!listed.has(sentence.text) && predicate(sentence.text, sentence)) others.add(sentence.text);
  }
  return others.size;
}

const contextNeighbourhoods = new WeakMap<SummaryContext, Neighbourhood[]>();

/** The neighbourhood of every sentence of the summary, found once however many judges ask. */
function neighbourhoodsIn(context: SummaryContext): Neighbourhood[] {
  const known = contextNeighbourhoods.get(context);
  if (known) return known;
  const found = neighbourhoods(context.sentences);
  contextNeighbourhoods.set(context, found);
  return found;
}

const taskPredicates = new WeakMap<SummaryContext, Predicate>();

/**
 * Action items: each sentence weighed by the task judge in its place (a quotation, a line under "Shopping:"),
 * once per summary however many shapes ask.
 */
function taskPredicate(context: SummaryContext): Predicate {
  const known = taskPredicates.get(context);
  if (known) return known;
  const places = taskPlaces(
    context.sentences,
    (highlightIndex) => context.highlights[highlightIndex]?.quotesAWork === true,
    neighbourhoodsIn(context),
  );
  const decided: (boolean | undefined)[] = [];
  const predicate: Predicate = (text, sentence) => {
    const place = places[sentence.index];
    if (place === undefined) return false;
    if (!inEnglish(context, sentence)) return isForeignTask(context, text, sentence, place);
    decided[sentence.index] ??=
      defaultTaskJudge()(text, place) || isForeignTask(context, text, sentence, place);
    return decided[sentence.index] === true;
  };
  taskPredicates.set(context, predicate);
  return predicate;
}

/**
 * A to-do of a highlight in German, French or Spanish (or of a note too short to tell, among them): marked as one
 * in any language, or written as one in its own.
 */
function isForeignTask(
  context: SummaryContext,
  text: string,
  sentence: SentenceUnit,
  place: TaskPlace,
): boolean {
  const language = context.highlights[sentence.highlightIndex]?.toDoLanguage;
  const foreign = !inEnglish(context, sentence);
  if ((!foreign && language === undefined) || place.quotation || place.ofAWork || isNeverATask(text))
    return false;
  if (foreign && !place.heading && isMarkedToDo(text, sentence.checkbox)) return true;
  return language !== undefined && isForeignToDo(text, language, place);
}

/**
 * AUTO's quick look for a to-do day: a clear sign of a task, or an imperative the judge takes for an errand
 * on its own. Placing and weighing every sentence would cost a third of a large summary for a choice that
 * needs half the highlights.
 */
const looksLikeTask =
  (context: SummaryContext): Predicate =>
  (text, sentence) => {
    const language = context.highlights[sentence.highlightIndex]?.toDoLanguage;
    if (language !== undefined && isForeignToDo(text, language)) return true;
    if (!inEnglish(context, sentence)) return isMarkedToDo(text, sentence.checkbox);
    const evidence = taskEvidence(text.replace(LEADING_FILLER_RE, ''));
    return (
      evidence === 'clear' ||
      (evidence === 'imperative' && isTask(text)) ||
      isUnderToDoHeading(context, sentence)
    );
  };

/** "milk" under "Shopping:", "Piranesi" under "Books to read:": an entry of a to-do list, for the judge to weigh. */
function isUnderToDoHeading(context: SummaryContext, sentence: SentenceUnit): boolean {
  if (sentence.position === 0 || !isListEntry(sentence.text)) return false;
  const heading = context.sentences[sentence.index - sentence.position];
  return heading !== undefined && isTodoHeadingLine(heading.text);
}
/** "Also order Digital Minimalism from the library.", "Oh and book the MOT.": the errand after its filler. */
const LEADING_FILLER_RE = /^(?:(?:also|and|oh|so|then|plus)\b,?\s+)+/i;

const tasks: Shape = (context) =>
  listShape({
    title: 'Action items',
    prefix: 'Action items',
    missing: 'action items',
    none: 'No action items',
    predicate: taskPredicate(context),
    checkbox: true,
    limit: 20,
    // A shopping list of five lines is five things to get, not the four a digest would quote, in its order.
    perHighlight: 20,
    inWrittenOrder: true,
  })(context);

/** The predicate, for sentences of highlights the reader wrote or clipped, not of a passage of a work. */
function notOfAWork(
  context: SummaryContext,
  kind: 'quotesAWork' | 'placedInAWork',
  predicate: Predicate,
): Predicate {
  return (text, sentence) =>
    context.highlights[sentence.highlightIndex]?.[kind] !== true && predicate(text, sentence);
}

/**
 * The judges learned from English days; in another language their cues would pick sentences at random, so
 * there only a line marked as a to-do is an action item.
 */
const inEnglish = (context: SummaryContext, sentence: SentenceUnit) =>
  context.highlights[sentence.highlightIndex]?.readsAsEnglish === true;

/** A list's judge, weighing each sentence with the sentences around it in its highlight. */
function judgedList(kind: ListKind, context: SummaryContext): Predicate {
  const around = neighbourhoodsIn(context);
  const test = listTest(kind);
  return (text, sentence) => inEnglish(context, sentence) && test(text, around[sentence.index]);
}

/** A list's test, leaving out the passages of books, podcasts and videos: their problems are not the reader's. */
function readersOwn(kind: 'decisions' | 'problems', context: SummaryContext): Predicate {
  return notOfAWork(context, 'placedInAWork', judgedList(kind, context));
}

/**
 * A sentence of a German, French or Spanish note that its language's rule takes: the judges read English only, and
 * such a note says its choice or its fault in its own words. A passage of a work is its author's, as in English.
 */
function saidAbroad(
  context: SummaryContext,
  test: (text: string, language: ToDoLanguage) => boolean,
): Predicate {
  return notOfAWork(context, 'placedInAWork', (text, sentence) => {
    const language = context.highlights[sentence.highlightIndex]?.toDoLanguage;
    return !inEnglish(context, sentence) && language !== undefined && test(text, language);
  });
}

/** Announcements: the judge's in English, "Ab Montag ist die Kantine wieder geöffnet." in German. */
function announced(context: SummaryContext): Predicate {
  const judged = judgedList('announcements', context);
  const abroad = saidAbroad(context, isForeignAnnouncement);
  return (text, sentence) => judged(text, sentence) || abroad(text, sentence);
}

/** The reader's problems: the judge's in English, "Die Heizung ist kaputt." in German. */
function readersProblems(context: SummaryContext): Predicate {
  const judged = readersOwn('problems', context);
  const abroad = saidAbroad(context, isForeignProblem);
  return (text, sentence) => judged(text, sentence) || abroad(text, sentence);
}

const meetings: Shape = (context) => {
  const options = { limit: 10, maxPerHighlight: 4, maxSimilarity: 0.7 };
  const isJudgedDecided = readersOwn('decisions', context);
  const isDecidedAbroad = saidAbroad(context, isForeignDecision);
  // "TODO: cancel the free trial before 1 Dec" is a job labelled as one, whatever the decision judge reads in it.
  const isDecided: Predicate = (text, sentence) =>
    !TASK_PREFIX_RE.test(text.trim()) && (isJudgedDecided(text, sentence) || isDecidedAbroad(text, sentence));
  const decisions = pickSentences(context, isDecided, options);
  const isJudgedAction = taskPredicate(context);
  // Each sentence under one heading: a decision is not listed again as a thing to do; a question is open
  // ("Who owns the migration?") unless it asks someone to do a thing ("can someone look at the Sentry spike?").
  // A book's or an article's questions are its author's, asked of every reader, not the meeting's.
  const isOpenQuestion = notOfAWork(
    context,
    'quotesAWork',
    (text, s) => isQuestion(text) && (OPEN_QUESTION_RE.test(text) || !isJudgedAction(text, s)),
  );
  const ofAMeeting = meetingHighlights(context, isDecided);
  const isAction: Predicate = (text, s) =>
    ofAMeeting(s) && isJudgedAction(text, s) && !isDecided(text, s) && !isOpenQuestion(text, s);
  const actions = pickSentences(context, isAction, { ...options, maxPerHighlight: options.limit });
  const questions = pickSentences(context, isOpenQuestion, options);
  if (decisions.length + actions.length + questions.length === 0) {
    return fallback(context, 'decisions, action items or open questions', 'No meeting notes');
  }
  const noted = (predicate: Predicate, picked: number[], checkbox = false) =>
    withOthersNoted(
      context,
      // Action items as a checklist is read: in the order written, as TASKS lists them.
      bulletSection(context, checkbox ? writtenOrder(context, picked) : picked, checkbox),
      predicate,
      picked,
      options.limit,
    );
  const used = new Set<number>();
  const blocks = (
    [
      ['Decisions', noted(isDecided, decisions)],
      ['Action items', noted(isAction, actions, true)],
      ['Open questions', noted(isOpenQuestion, questions)],
    ] as const
  ).map(([title, section]) => {
    for (const index of section.used) used.add(index);
    return [heading(title), ...(section.lines.length > 0 ? section.lines : [noneLine()])].join('\n');
  });
  return { blocks, used, titlePrefix: 'Meeting notes' };
};

/**
 * Whether a sentence is of a meeting's notes, on a day that has some: a highlight that records a decision or says
 * it is a meeting's ("Standup:", "Sprint review notes", "Action: Leo to..."), a reader's note on one, or a highlight
 * saved within MEETING_SPAN_MS of one (notes taken point by point: "Follow up with legal about the contract." an hour
 * into the meeting). "Call mum about Christmas" saved that evening is the reader's errand, no meeting's action item.
 * A day with no such highlight keeps every action item, as a meeting's notes may be jobs alone.
 */
function meetingHighlights(
  context: SummaryContext,
  isDecided: Predicate,
): (sentence: SentenceUnit) => boolean {
  const ownerOf = (sentence: SentenceUnit) => savedIndexOf(context, sentence);
  const meetings = new Set(
    context.sentences
      .filter((sentence) => MEETING_WORDS_RE.test(sentence.text) || isDecided(sentence.text, sentence))
      .map(ownerOf),
  );
  const meetingTimes = [...meetings]
    .map((index) => context.highlights[index]?.time ?? Number.NaN)
    .filter((time) => !Number.isNaN(time));
  const duringAMeeting = (index: number) => {
    const time = context.highlights[index]?.time ?? Number.NaN;
    return Number.isNaN(time) || meetingTimes.some((start) => Math.abs(time - start) <= MEETING_SPAN_MS);
  };
  return (sentence) => {
    const owner = ownerOf(sentence);
    return meetings.size === 0 || meetings.has(owner) || duringAMeeting(owner);
  };
}

const MEETING_SPAN_MS = 90 * 60 * 1000;

/**
 * Words that say notes are a meeting's: its kind, its parts, its owners' actions. Words with an everyday sense are
 * taken in the meeting's only: "minutes" opening a line, "meeting minutes" or "minutes of" (not "twenty minutes"), a
 * "sprint" reviewed or planned (not "sprint intervals"), "apologies:" as a list of who sent them, a line opened by
 * "1:1" (not "Mix 1:1 with water").
 */
const MEETING_WORDS_RE =
  /\b(?:meetings?|stand-?ups?|sprint (?:review|planning|retro|demo|goals?)|retro(?:spective)?|(?:^|meeting )minutes|minutes of|agenda|attendees|apologies(?=\s*:)|one-to-ones?|^1[:-]1s?|1-on-1s?|sync-?ups?|kick-?off|debrief|huddle|catch-?up|call with|committee|board meeting|AGM|workshop|action items?|actions?:|next steps|owner:|owners:)(?=\W|$)/im;

/** "Who owns the migration?", "Dana: should we tell customers first?": asked to be settled, not a request to act. */
const OPEN_QUESTION_RE =
  /^(?:[^:?]{1,40}:\s*)?(?:who|whom|whose|what|when|where|which|why|how|whether|should|shall|do|does|did|is|are|was|were)\b/i;

/**
 * Warnings, deadlines and security notes first, then the problems ISSUES would list; a book's warnings are its
 * own, as its problems are.
 */
const alerts: Shape = (context) => {
  const options = { limit: 12, maxPerHighlight: 4, maxSimilarity: 0.7 };
  const isWarning = notOfAWork(context, 'placedInAWork', isAlert);
  const warnings = pickSentences(context, isWarning, options);
  const isReadersProblem = readersProblems(context);
  const problems = pickSentences(
    context,
    (text, sentence) => !isAlert(text) && isReadersProblem(text, sentence),
    { ...options, limit: options.limit - warnings.length },
  );
  const picked = [...warnings, ...problems];
  if (picked.length === 0) return fallback(context, 'alerts or warnings', 'No alerts');
  const isWarned: Predicate = (text, sentence) =>
    isWarning(text, sentence) || isReadersProblem(text, sentence);
  const section = withOthersNoted(context, bulletSection(context, picked), isWarned, picked, options.limit);
  return assemble([['Alerts', section]], { titlePrefix: 'Alerts' });
};

/** Ideas and lessons: the key points that are not errands, questions, a chat's messages or a meeting's roll call. */
const insights: Shape = (context) => {
  const isAction = taskPredicate(context);
  const isIdea = (text: string, sentence: SentenceUnit) =>
    !isQuestion(text) && !ROLL_CALL_RE.test(text) && !CHAT_MESSAGE_RE.test(text) && !isAction(text, sentence);
  const ofAWork = (sentence: SentenceUnit) =>
    context.highlights[sentence.highlightIndex]?.quotesAWork === true;
  // Ideas are what the reader read first ("Make it work, make it right, make it fast." — Kent Beck), then their
  // own: a workday's incident log ranks higher by its words and teaches less.
  const limit = keyPointLimit(context);
  const read = keyPoints(
    context,
    limit,
    (text, sentence) => ofAWork(sentence) && isIdea(text, sentence),
    false,
  );
  const own =
    read.lines.length < limit
      ? keyPoints(
          context,
          limit - read.lines.length,
          (text, sentence) => !ofAWork(sentence) && isIdea(text, sentence),
          read.lines.length === 0,
        )
      : { lines: [], used: new Set<number>() };
  const takeaways = { lines: [...read.lines, ...own.lines], used: new Set([...read.used, ...own.used]) };
  return {
    ...assemble([
      ['Key takeaways', takeaways],
      ['Recurring themes', themes(context)],
    ]),
    titlePrefix: 'Insights',
  };
};
/** "Attendees: Priya, Tom, Marek, me": who was there, no takeaway. */
const ROLL_CALL_RE = /^(?:attendees|present|apologies|participants|invited|cc)\s*:/i;
/** "Marek Nowak: on it, looks like the null customer_id again": a chat's message ("Seneca: We suffer..." is a quote). */
const CHAT_MESSAGE_RE = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?:\s+\p{Ll}/u;

/** A digest e-mail's summary: the period's key points, the errands among them apart, its themes and its counts. */
function digest(prefix: string): Shape {
  return (context) => {
    const { points, items } = pointsAndErrands(context);
    const result = assemble([
      ['Key points', points],
      ['Action items', items],
      ['Themes', themes(context)],
      ['By the numbers', counts(context)],
    ]);
    return { ...result, titlePrefix: prefix };
  };
}

/**
 * Whether at least `share` of the highlights (and at least two, or the only one) have a sentence matching
 * `predicate`. It stops as soon as the answer is known, and tests no more sentences of a highlight that
 * matched: AUTO asks this of every sentence for several patterns.
 */
function covers(context: SummaryContext, predicate: Predicate, share: number): boolean {
  const total = savedHighlights(context).length;
  if (total === 0) return false;
  // The small tolerance keeps 0.6 × 20 at 12 highlights, not 13.
  const needed = Math.max(Math.min(2, total), Math.ceil(share * total - 1e-9));
  let matched = 0;
  let matchedHighlight = -1;
  for (const sentence of context.sentences) {
    // A highlight and the note on it are one.
    const highlightIndex = savedIndexOf(context, sentence);
    if (highlightIndex === matchedHighlight) continue;
    // Sentences come highlight by highlight, so the ones after this highlight are all that can still match.
    if (matched + (total - highlightIndex) < needed) return false;
    if (predicate(sentence.text, sentence)) {
      matched += 1;
      matchedHighlight = highlightIndex;
      if (matched >= needed) return true;
    }
  }
  return matched >= needed;
}

/**
 * Picks the shape the highlights fit best; plain key points and themes when nothing stands out. It leaves out
 * passages of a work as the chosen shape would: a book's advice is no task, its faults no issue.
 */
const auto: Shape = (context) => {
  if (covers(context, notOfAWork(context, 'quotesAWork', looksLikeTask(context)), 0.5))
    return withTheRest(context, SHAPES.TASKS(context));
  const decided = notOfAWork(context, 'placedInAWork', isDecision);
  const meetingLike = covers(context, (text, s) => decided(text, s) || isQuestion(text), 0.5);
  if (meetingLike && covers(context, decided, 0)) return withTheRest(context, SHAPES.MEETINGS(context));
  if (covers(context, notOfAWork(context, 'placedInAWork', isProblem), 0.5))
    return withTheRest(context, SHAPES.ISSUES(context));
  if (covers(context, hasStrongFigures, 0.6)) return withTheRest(context, SHAPES.PERFORMANCE(context));
  return mixedOverview(context);
};

/** How many key points of the highlights its list left out AUTO adds after the list. */
const REST_KEY_POINTS = 5;

/**
 * AUTO's list, then the key points of the highlights it did not quote: a day of to-dos still shows its incident,
 * its decision and its fridge fault, as an overview should.
 */
function withTheRest(context: SummaryContext, shape: ShapeOutput): ShapeOutput {
  const repeats = repeatsListed(shape.blocks.flatMap((block) => block.split('\n')));
  const unquoted = (text: string, sentence: SentenceUnit) =>
    !shape.used.has(sentence.highlightIndex) && !repeats(text);
  const rest = keyPoints(context, REST_KEY_POINTS, unquoted, false);
  if (rest.lines.length === 0) return shape;
  const used = new Set([...shape.used, ...rest.used]);
  return { ...shape, blocks: [...shape.blocks, [heading('Key points'), ...rest.lines].join('\n')], used };
}

/** How many of a mixed period's action items AUTO and the digests list beside its key points; TASKS lists them all. */
const MIXED_ACTION_ITEMS = 5;

/**
 * A mixed period's key points and the reader's own action items among them, so the errands of a week of reading
 * are not lost under its quotes, nor made its key points. Only a sentence that shows a sign of a task is weighed by
 * the judge: weighing every sentence of a large reading period would cost a third of its summary to find none.
 */
function pointsAndErrands(context: SummaryContext): { points: Section; items: Section } {
  const looksLikeOne = notOfAWork(context, 'quotesAWork', looksLikeTask(context));
  // Placing the sentences for the judge is most of its cost: only a period with a sign of a task pays it.
  let isAction: Predicate | undefined;
  const isOwnAction: Predicate = (text, sentence) => {
    if (!looksLikeOne(text, sentence)) return false;
    isAction ??= taskPredicate(context);
    return isAction(text, sentence);
  };
  const actions = pickSentences(context, isOwnAction, {
    limit: MIXED_ACTION_ITEMS,
    maxPerHighlight: 2,
    maxSimilarity: 0.7,
  });
  const listed = new Set(actions);
  const items = withOthersNoted(
    context,
    bulletSection(context, actions, true),
    isOwnAction,
    actions,
    MIXED_ACTION_ITEMS,
  );
  const repeats = repeatsListed(items.lines);
  // An errand past the five listed is counted under them, not made a key point: "Call the plumber" is no insight.
  const points = keyPoints(
    context,
    keyPointLimit(context),
    (text, sentence) => !listed.has(sentence.index) && !repeats(text) && !isOwnAction(text, sentence),
    true,
    listed,
  );
  return { points, items };
}

/** AUTO over a period of many kinds (reading, meetings, errands): its key points, action items and themes. */
function mixedOverview(context: SummaryContext): ShapeOutput {
  const { points, items } = pointsAndErrands(context);
  return assemble([
    ['Key points', points],
    ['Action items', items],
    ['Themes', themes(context)],
  ]);
}

/**
 * News told by its words or as the announcements judge weighs it, and not an errand ("Reply today and offer a
 * refund."), a question or a passage of a book: "today" and "new" are in every to-do list and every chapter.
 */
function headlines(context: SummaryContext): Predicate {
  const isAnnounced = judgedList('announcements', context);
  const isAction = taskPredicate(context);
  return notOfAWork(
    context,
    'placedInAWork',
    (text, sentence) =>
      (isHeadline(text) || isAnnounced(text, sentence)) && !isQuestion(text) && !isAction(text, sentence),
  );
}

/**
 * Figures reported, not asked about ("do we keep the free tier at 500 highlights?") nor a to-do's or an
 * instruction's numbers ("Check the cost of printing 500 cards.", "Preheat the oven to 200C.", "INV-2041 £1,240.50
 * due 30 Nov").
 */
function measures(context: SummaryContext): Predicate {
  const isAction = taskPredicate(context);
  return (text, sentence) =>
    hasMeasuredFigures(text) &&
    !isQuestion(text) &&
    taskEvidence(text) === 'none' &&
    !isAction(text, sentence);
}

export const SHAPES: Record<SummarizationType, Shape> = {
  AUTO: auto,
  TASKS: tasks,
  NEWS: (context) =>
    listShape({
      title: 'Headlines',
      prefix: 'News',
      missing: 'news items',
      none: 'No news',
      predicate: headlines(context),
    })(context),
  EXAMPLES: listShape({
    title: 'Examples',
    prefix: 'Examples',
    missing: 'examples',
    none: 'No examples',
    predicate: isExample,
  }),
  MEETINGS: meetings,
  ACTIVITY: (context) => ({ ...activityTimeline(context), titlePrefix: 'Activity' }),
  PERFORMANCE: (context) =>
    listShape({
      title: 'Figures',
      prefix: 'Performance',
      missing: 'figures or metrics',
      none: 'No figures',
      predicate: measures(context),
      first: hasStrongFigures,
    })(context),
  ISSUES: (context) =>
    listShape({
      title: 'Issues',
      prefix: 'Issues',
      missing: 'issues or problems',
      none: 'No issues',
      predicate: readersProblems(context),
    })(context),
  ANNOUNCEMENTS: (context) =>
    listShape({
      title: 'Announcements',
      prefix: 'Announcements',
      missing: 'announcements',
      none: 'No announcements',
      predicate: announced(context),
    })(context),
  ALERTS: alerts,
  INSIGHTS: insights,
  DAILY: digest('Daily digest'),
  WEEKLY: digest('Weekly digest'),
  MONTHLY: digest('Monthly digest'),
};
