import {
  CATEGORY_CODES,
  CATEGORY_GROUPS,
  type CategoryGroup,
  groupOfCategory,
  isCategoryCode,
} from '@precis/shared';
import { describe, expect, it } from 'vitest';
import { categorise, scoreCategories } from './categoriser';
import { HOLDOUT_DATA } from './evaluation-holdout';
import {
  type CategoriserEvaluation,
  EVALUATION_SET,
  evaluateCategoriser,
  evaluateMultilingual,
  FOREIGN_TUNING_SETS,
  HELD_OUT_2_SET,
  HELD_OUT_3_SET,
  HELD_OUT_4_SET,
  HELD_OUT_5_SET,
  HELD_OUT_6_SET,
  HELD_OUT_SET,
  MULTILINGUAL_HELD_OUT_SETS,
  parseEvaluationData,
} from './evaluation-set';
import { hasNearDuplicate, stemSet } from './near-duplicates';
import { TRAINING_SET } from './training-set';
import { VOCABULARY } from './vocabulary';

function printTable(label: string, evaluation: CategoriserEvaluation) {
  console.log(`${label}: ${evaluation.items} items`);
  console.table(
    evaluation.groups.map((group) => ({
      group: group.group,
      items: group.items,
      precision: group.precision.toFixed(2),
      recall: group.recall.toFixed(2),
    })),
  );
  const precision = evaluation.microPrecision.toFixed(3);
  const micro = `micro precision ${precision}, recall ${evaluation.microRecall.toFixed(3)}`;
  const firstCode = `first code: group ${evaluation.groupAccuracy.toFixed(3)}, exact ${evaluation.top1Accuracy.toFixed(3)}`;
  console.log(`${label}: ${micro}, ${firstCode}, ${evaluation.uncoded} without a code`);
}

describe('vocabulary and evaluation set', () => {
  it('gives every category code at least 30 terms', () => {
    for (const code of CATEGORY_CODES) expect(VOCABULARY[code].length, code).toBeGreaterThanOrEqual(30);
  });

  it('has at least 220 labelled highlights, 15 or more per group, with valid codes', () => {
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(220);
    const perGroup = new Map<CategoryGroup, number>();
    for (const item of EVALUATION_SET) {
      expect(item.expected.length).toBeGreaterThanOrEqual(1);
      expect(item.expected.length).toBeLessThanOrEqual(2);
      for (const group of new Set(item.expected.map(groupOfCategory))) {
        perGroup.set(group, (perGroup.get(group) ?? 0) + 1);
      }
    }
    for (const group of Object.keys(CATEGORY_GROUPS) as CategoryGroup[]) {
      expect(perGroup.get(group) ?? 0, group).toBeGreaterThanOrEqual(15);
    }
  });
});

describe('categorise', () => {
  it('reaches group-level micro precision >= 0.75 and recall >= 0.70 on the evaluation set', () => {
    const evaluation = evaluateCategoriser();
    printTable('Evaluation set', evaluation);
    expect(evaluation.microPrecision).toBeGreaterThanOrEqual(0.75);
    expect(evaluation.microRecall).toBeGreaterThanOrEqual(0.7);
  });

  it('keeps the older held-out set, now tuning data, fitted', () => {
    const evaluation = evaluateCategoriser(parseEvaluationData(HOLDOUT_DATA));
    expect(evaluation.groupAccuracy).toBeGreaterThanOrEqual(0.9);
  });

  // No held-out set is ever tuned on, and no training example says what one of their highlights says. The
  // floors sit at the measured figures, so a regression fails. The first set was written before the Bayes
  // model, the second before its second batch of examples; the third, fourth and fifth by authors who saw
  // neither the categoriser, its vocabulary nor its data. The third measured the third to ninth batches of
  // examples (82.3% group / 73.2% exact before them); the fifth was scored once, at the end. The word vectors
  // (category-vectors.ts) came in with the models' weights chosen again on the training batches.
  const heldOutFloors = [
    {
      name: 'first',
      set: HELD_OUT_SET,
      items: 130,
      group: 0.962,
      exact: 0.878,
      precision: 0.927,
      uncoded: 0,
    },
    {
      name: 'second',
      set: HELD_OUT_2_SET,
      items: 110,
      group: 0.945,
      exact: 0.881,
      precision: 0.929,
      uncoded: 1,
    },
    {
      name: 'third',
      set: HELD_OUT_3_SET,
      items: 220,
      group: 0.918,
      exact: 0.854,
      precision: 0.911,
      uncoded: 2,
    },
    {
      name: 'fourth',
      set: HELD_OUT_4_SET,
      items: 220,
      group: 0.931,
      exact: 0.904,
      precision: 0.92,
      uncoded: 2,
    },
    {
      name: 'fifth',
      set: HELD_OUT_5_SET,
      items: 220,
      group: 0.94,
      exact: 0.886,
      precision: 0.937,
      uncoded: 2,
    },
    // Written with most highlights naming their subject by its circumstances, not its word ("I get snappy at
    // hour ten, not hour twelve"): what the vocabulary and the word models cannot read.
    {
      name: 'sixth',
      set: HELD_OUT_6_SET,
      items: 220,
      group: 0.75,
      exact: 0.65,
      precision: 0.72,
      uncoded: 3,
    },
  ];
  for (const floor of heldOutFloors) {
    it(`puts the first code in the right group for >= ${floor.group} of the ${floor.name} held-out set, the exact code for >= ${floor.exact}`, () => {
      const evaluation = evaluateCategoriser(floor.set);
      printTable(`The ${floor.name} held-out set`, evaluation);
      expect(evaluation.items).toBeGreaterThanOrEqual(floor.items);
      expect(evaluation.groupAccuracy).toBeGreaterThanOrEqual(floor.group);
      expect(evaluation.top1Accuracy).toBeGreaterThanOrEqual(floor.exact);
      expect(evaluation.microPrecision).toBeGreaterThanOrEqual(floor.precision);
      expect(evaluation.uncoded).toBeLessThanOrEqual(floor.uncoded);
    });
  }

  it('never trains on a held-out set, nor on the same saying in other words', () => {
    const trained = TRAINING_SET.map((item) => stemSet(item.content));
    for (const item of [
      ...HELD_OUT_SET,
      ...HELD_OUT_2_SET,
      ...HELD_OUT_3_SET,
      ...HELD_OUT_4_SET,
      ...HELD_OUT_5_SET,
      ...HELD_OUT_6_SET,
    ]) {
      expect(hasNearDuplicate(item.content, trained), item.content).toBe(false);
    }
  });

  it('takes a reworded saying for a near-duplicate, and two highlights on one subject for two', () => {
    const known = [stemSet('Revenue is vanity, profit is sanity, but cash is reality.')];
    expect(hasNearDuplicate('Revenue is vanity, profit is sanity, cash is king.', known)).toBe(true);
    expect(hasNearDuplicate('Late invoices are a cash problem before they are a sales problem.', known)).toBe(
      false,
    );
  });

  it('files a text without a single keyword by the model alone when it is sure, and small talk nowhere', () => {
    const text = 'Within ten years most cars sold in Europe will be electric.';
    expect(scoreCategories({ content: text })[0]?.score).toBe(0);
    expect(categorise({ content: text })).toHaveLength(1);
    expect(categorise({ content: 'see you later then' })).toEqual([]);
  });

  it('gives German, French and Spanish highlights a code of the right group or none, never another group', () => {
    const figures = evaluateMultilingual();
    console.log('Non-English set:', figures);
    expect(figures.wrong).toBe(0);
    expect(figures.sensible).toBeGreaterThanOrEqual(24);
  });

  // Held out (66 per language, by authors who saw none of the engine), as measured at the end of the work; before
  // it (docs/built-in-ai.md), right group / another group: de 18 / 5, fr 16 / 7, es 19 / 7, it 5 / 0, pt 14 / 10
  // (read as Spanish), nl 3 / 2.
  const foreignHeldOutFloors = {
    de: { sensible: 35, wrong: 3 },
    fr: { sensible: 38, wrong: 3 },
    es: { sensible: 35, wrong: 4 },
    it: { sensible: 37, wrong: 2 },
    // No vocabulary of its own (one filed 13 in another group for 29 in the right one): no code at all.
    pt: { sensible: 0, wrong: 0 },
    nl: { sensible: 38, wrong: 7 },
  } as const;
  for (const [language, floor] of Object.entries(foreignHeldOutFloors) as [
    keyof typeof foreignHeldOutFloors,
    { sensible: number; wrong: number },
  ][]) {
    it(`files held-out ${language} highlights in the right group or none, rarely in another`, () => {
      const figures = evaluateMultilingual(MULTILINGUAL_HELD_OUT_SETS[language]);
      expect(figures.items).toBe(66);
      expect(figures.sensible).toBeGreaterThanOrEqual(floor.sensible);
      expect(figures.wrong).toBeLessThanOrEqual(floor.wrong);
    });
  }

  it('files the highlights its foreign vocabularies were grown against as measured (they flatter)', () => {
    const figures = (['de', 'fr', 'es', 'it', 'pt', 'nl'] as const).map((language) =>
      evaluateMultilingual(FOREIGN_TUNING_SETS[language]),
    );
    expect(figures.map((entry) => entry.items)).toEqual([242, 242, 242, 176, 264, 264]);
    expect(figures.map((entry) => entry.sensible)).toEqual([151, 156, 134, 101, 4, 136]);
    expect(figures.map((entry) => entry.wrong)).toEqual([5, 14, 9, 6, 10, 8]);
  });

  it('gives no code to a foreign text torn between two groups, and files one that names its subject', () => {
    expect(categorise({ content: 'Bei der Steuererklärung hilft mir meine Schwester jedes Jahr.' })[0]).toBe(
      'TAXES',
    );
    // Strategy and focus weigh alike: a guess either way.
    expect(
      categorise({
        content:
          'Strategie heißt vor allem entscheiden, was man nicht macht. Wir konzentrieren uns ganz auf die Backstube.',
      }),
    ).toEqual([]);
    // One German function word and an "Ü": German, not English stems ("Bilanz" is no company's books here).
    expect(
      categorise({
        content: 'Moin, kurze Bilanz der Woche: drei Kapitel korrigiert, null Überstunden. Läuft.',
      }),
    ).toEqual(['OUTCOMES']);
    // "marchés" is no walk ("marcher").
    expect(
      categorise({ content: 'Le temps passé sur les marchés compte plus que le moment où l’on y entre.' }),
    ).toEqual(['INVESTING']);
  });

  it('files Italian and Dutch highlights by vocabularies of their own, Portuguese never by Spanish ones', () => {
    expect(
      categorise({ content: 'Domani devo chiamare il commercialista per la dichiarazione dei redditi.' })[0],
    ).toBe('TAXES');
    expect(categorise({ content: 'Ik moet mijn belastingaangifte nog doen voor 1 mei.' })[0]).toBe('TAXES');
    expect(
      categorise({ content: 'Il segreto della felicità è anche nella libertà di investire in borsa.' })[0],
    ).toBe('INVESTING');
    // Read as Spanish, "delegar" filed it under management; Portuguese has no vocabulary.
    expect(
      categorise({ content: 'Delegar não é largar a tarefa, é explicar o resultado que se quer.' }),
    ).toEqual([]);
  });

  it('files a quotation by its author, and "fast" is not fasting', () => {
    expect(categorise({ content: 'Make it work, make it right, make it fast. — Kent Beck' })[0]).toBe(
      'DEVELOPMENT_CODING',
    );
    expect(categorise({ content: 'Intermittent fasting helped me skip the afternoon snacks.' })[0]).toBe(
      'WELLNESS_LIFESTYLE',
    );
  });

  it('files a day of life admin and bug reports by what they are, not by a word another subject shares', () => {
    // Before: art (the rule of thirds), travel (booking), policy (a council) and financial literacy (a payment).
    expect(
      categorise({ content: 'Dishwasher still not draining properly — third time this month.' }),
    ).toEqual([]);
    expect(categorise({ content: 'Book the dentist for the kids.' })).not.toContain('TRAVEL_PLANNING');
    expect(categorise({ content: 'The council tax bill went up again this year.' })[0]).toBe('TAXES');
    expect(categorise({ content: 'The payment page throws a 500 when the card is declined.' })[0]).toBe(
      'DEVELOPMENT_CODING',
    );
    expect(categorise({ content: 'The washing machine leaks from the door seal again.' })).not.toContain(
      'CYBERSECURITY',
    );
    expect(categorise({ content: 'Our flights are booked and the hotel booking is confirmed.' })[0]).toBe(
      'TRAVEL_PLANNING',
    );
    expect(
      categorise({ content: 'Use the rule of thirds: put the horizon on a third, not the middle.' })[0],
    ).toBe('ARTISTIC_TECHNIQUES');
    // A work day's: a feature shipped behind a flag is software, not freight; a programmer quoted by name.
    expect(
      categorise({
        content: 'We decided to ship the CSV export behind a flag and drop the PDF export for this quarter.',
      })[0],
    ).toBe('DEVELOPMENT_CODING');
    expect(
      categorise({ content: '"Simplicity is prerequisite for reliability." — Edsger Dijkstra' }),
    ).toEqual(['DEVELOPMENT_CODING']);
  });

  it("files a small shop's day and a student's by their trade, not by a word a book would mean otherwise", () => {
    // Before: relationships (thanks), self-awareness, wellness (the weekend), travel (Wi-Fi, a school trip),
    // financial literacy (cash), strategy (a planning meeting), learning materials (lecture notes).
    const firstCode = (content: string) => categorise({ content })[0];
    expect(firstCode('Sales were up 12% on last week, mostly thanks to the new breakfast menu.')).toBe(
      'MARKETING_SALES',
    );
    expect(
      firstCode('The card reader at the till keeps disconnecting, had to take cash all afternoon.'),
    ).toBe('HARDWARE_DEVICES');
    expect(
      firstCode('Heads up: the office Wi-Fi will be down on Saturday from 9 to 11 for maintenance.'),
    ).toBe('HARDWARE_DEVICES');
    expect(firstCode("New starter Jade begins Monday — she'll shadow Omar for the first week.")).toBe(
      'MANAGEMENT_LEADERSHIP',
    );
    expect(firstCode('Order more takeaway cups before the weekend.')).toBe('OPERATIONS_LOGISTICS');
    expect(firstCode('Food hygiene inspection passed with a 5 rating!')).toBe('OPERATIONS_LOGISTICS');
    expect(firstCode('Card payments now make up 85% of takings.')).toBe('FINANCE_ACCOUNTING');
    expect(firstCode("Don't forget the school trip money (£12) is due Monday.")).toBe('TASKS_ACTIONS');
    expect(firstCode('Checkout fails with a 502 when the cart has more than 50 items.')).toBe(
      'DEVELOPMENT_CODING',
    );
    expect(
      firstCode('Lecture notes: the mitochondria is where cellular respiration happens, producing ATP.'),
    ).toBe('SUBJECT_SPECIFIC');
  });

  it("files a reader's queue and a freelancer's outage by their subject, a venue's closure by the running it moves", () => {
    // Before: cybersecurity (keys), exploration (a strange loop), personal finance (Christmas), conflict
    // resolution (their side).
    const firstCode = (content: string) => categorise({ content })[0];
    expect(
      firstCode('Read later: the Stripe blog post on idempotency keys, someone linked it in #eng.'),
    ).toBe('DEVELOPMENT_CODING');
    expect(firstCode('Watch later: the Strange Loop talk on CRDTs.')).toBe('DEVELOPMENT_CODING');
    expect(firstCode("Read later: Julia Evans' zine on DNS.")).toBe('DEVELOPMENT_CODING');
    expect(firstCode('Should we drop Node 18 support in the next major?')).toBe('DEVELOPMENT_CODING');
    expect(
      firstCode(
        'The church hall will be closed on 23 December for the boiler repair, so the Christmas hampers go out from the school gym instead.',
      ),
    ).toBe('OPERATIONS_LOGISTICS');
    expect(firstCode("Portfolio site is down again, the host says it's a DNS problem on their side.")).toBe(
      'DEVELOPMENT_CODING',
    );
  });

  it("files a parent's school notes by the learning they are about", () => {
    // Before: physical health ("lifted ... scores"), mindset & habits ("ten minutes a night").
    const firstCode = (content: string) => categorise({ content })[0];
    expect(
      firstCode("The head says the new reading scheme has lifted Year 2's phonics scores from 71% to 84%."),
    ).toBe('STUDY_MEMORIZATION');
    expect(
      firstCode(
        "Ollie's teacher thinks he's finding fractions hard, she suggested ten minutes a night on Times Tables Rock Stars.",
      ),
    ).toBe('STUDY_MEMORIZATION');
  });

  it("files a food bank volunteer's day by the group's running, not by the students, tax relief or gym it names", () => {
    // Before: study (students, exams), retirement planning (donations), development (a thermometer), conflict
    // resolution (a wrong date), physical health (a great fit), communication skills (meeting notes).
    const firstCode = (content: string) => categorise({ content })[0];
    expect(
      firstCode('Volunteer numbers are down 30% since September, mostly students who left for exams.'),
    ).toBe('MANAGEMENT_LEADERSHIP');
    expect(
      firstCode(
        'Should we start taking online donations through the website? Need to find out what the fees are.',
      ),
    ).toBe('FINANCE_ACCOUNTING');
    expect(
      firstCode(
        'Our fridge thermometer reads 9°C in the afternoons — above the 5°C limit. Need to get it serviced.',
      ),
    ).toBe('OPERATIONS_LOGISTICS');
    expect(
      firstCode(
        'Printed 200 flyers for the breakfast club; they have the wrong date (Feb 3 instead of Feb 7).',
      ),
    ).toBe('MARKETING_SALES');
    expect(firstCode("The new shelving arrived today and it's a great fit. Thanks, Dev!")).toBe(
      'OPERATIONS_LOGISTICS',
    );
    expect(
      firstCode('The card reader at the donations desk keeps declining contactless payments over £30.'),
    ).toBe('HARDWARE_DEVICES');
    expect(
      firstCode(
        'Board meeting notes: we decided to apply for the Lottery community grant (deadline 31 Jan). Aisha to write the budget section.',
      ),
    ).toBe('FINANCE_ACCOUNTING');
  });

  it("files a reader's errand at the library as reading, and a code library as code", () => {
    // Before: development & coding, for "library".
    const firstCode = (content: string) => categorise({ content })[0];
    expect(firstCode('Look up whether the library has Kahneman\'s "Noise" before buying it.')).toBe(
      'RESOURCES_MATERIALS',
    );
    expect(firstCode('The library is a dependency we pin in package.json.')).toBe('DEVELOPMENT_CODING');
  });

  it("files a product team's day by its trade, and a sum of money as no server error", () => {
    // Before: trends & innovation (mobile), cybersecurity (the Bayes model's "API"), development for "a £500".
    const codes = (content: string) => categorise({ content });
    expect(codes('The mobile app crashes on launch for Android 9 users since version 4.2.')[0]).toBe(
      'DEVELOPMENT_CODING',
    );
    expect(
      codes("Decision: we'll sunset the legacy API on March 31 and email every customer still using it.")[0],
    ).toBe('DEVELOPMENT_CODING');
    expect(codes('Saving a note returns a 500 on Safari.')[0]).toBe('DEVELOPMENT_CODING');
    expect(codes('We got a £500 grant for the garden.')).not.toContain('DEVELOPMENT_CODING');
    expect(codes('Our NPS went from 31 to 44 this quarter.')).toContain('MARKETING_SALES');
  });

  it('files a hard conversation at home as conflict resolution, not as the rota it agreed', () => {
    const firstCode = (content: string) => categorise({ content })[0];
    expect(
      firstCode(
        'Had a hard conversation with Tom about the washing-up. We agreed a rota and he actually thanked me for bringing it up.',
      ),
    ).toBe('CONFLICT_RESOLUTION');
    expect(firstCode('"You can\'t pour from an empty cup."')).toBe('WELLNESS_LIFESTYLE');
  });

  it('puts Tasks & Actions first for a line marked as a to-do, in any language, then its subject', () => {
    expect(categorise({ content: 'TODO: pay the council tax' })).toEqual(['TASKS_ACTIONS', 'TAXES']);
    expect(categorise({ content: '- [ ] pay the council tax' })).toEqual(['TASKS_ACTIONS', 'TAXES']);
    expect(categorise({ content: '- [ ] Zahnarzt anrufen\n- [ ] Reifen wechseln' })).toEqual([
      'TASKS_ACTIONS',
    ]);
    // "Todo" is Spanish for "all".
    expect(categorise({ content: 'Todo es posible si diversificas tus inversiones.' })).not.toContain(
      'TASKS_ACTIONS',
    );
  });

  it('returns nothing for small talk', () => {
    expect(categorise({ content: 'hello there' })).toEqual([]);
    expect(categorise({ content: '' })).toEqual([]);
  });

  it('finds the obvious category', () => {
    expect(
      categorise({ content: 'Max out your Roth IRA before you think about a taxable brokerage account.' })[0],
    ).toBe('RETIREMENT_PLANNING');
    expect(
      categorise({ content: 'Rotate the API keys after the phishing incident and turn on 2FA.' }),
    ).toContain('CYBERSECURITY');
  });

  it('returns at most three valid codes, even for long texts about everything', () => {
    const everything = Object.values(VOCABULARY)
      .map((terms) => terms.slice(0, 8).join(', '))
      .join('. ');
    const codes = categorise({ content: everything, source: 'https://example.com/blog', comment: 'so much' });
    expect(codes.length).toBeLessThanOrEqual(3);
    for (const code of codes) expect(isCategoryCode(code)).toBe(true);
    for (const item of EVALUATION_SET.slice(0, 50)) {
      const predicted = categorise({ content: item.content });
      expect(predicted.length).toBeLessThanOrEqual(3);
      expect(new Set(predicted).size).toBe(predicted.length);
    }
  });

  it('does not label a long text with every code it brushes against', () => {
    const article = Array.from(
      { length: 12 },
      () => 'Index funds keep costs low and diversification protects the portfolio over the long run.',
    ).join(' ');
    const codes = categorise({ content: `${article} I read this on the train to Lisbon.` });
    expect(codes[0]).toBe('INVESTING');
    expect(codes.map(groupOfCategory).every((group) => group === 'FINANCE')).toBe(true);
  });

  it('uses the source and comment as weaker evidence', () => {
    const plain = scoreCategories({ content: 'Worth rereading.' });
    const withSource = scoreCategories({ content: 'Worth rereading.', source: 'The Psychology of Money' });
    const before = plain.find((score) => score.code === 'FINANCIAL_LITERACY')?.score ?? 0;
    const after = withSource.find((score) => score.code === 'FINANCIAL_LITERACY')?.score ?? 0;
    expect(after).toBeGreaterThan(before);
  });

  it('files a fragment of a passage nowhere, and does not let the models guess from a title alone', () => {
    // As a Kindle export cuts them: a lone quotation mark, a stop word, the tail of a sentence.
    const love = 'How to Not Die Alone: The Surprising Science That Will Help You Find Love';
    expect(categorise({ content: '“', source: love })).toEqual([]);
    expect(categorise({ content: 'most.', source: love })).toEqual([]);
    // "holding" near "holdings" made this INVESTING when the title's "Move" and "Book" let the models speak.
    const novel = 'The Right Move Windy City Series Book 2 By Liz Tomforde-pdfread.net';
    expect(categorise({ content: 'holding him to me. He', source: novel })).toEqual([]);
    const dating =
      'You might be pleasantly surprised by how wrong you were about needing to date someone who is taller';
    expect(categorise({ content: dating, source: love }).map(groupOfCategory)).not.toContain('TECHNOLOGY');
    // A text that says what it is about is still filed, with or without a title.
    expect(categorise({ content: 'Rebalance the index fund portfolio once a year.', source: love })[0]).toBe(
      'INVESTING',
    );
  });

  it("reads a title's subject, not its form: a how-to, a primer or a workbook is no learning material", () => {
    const love = 'How to Not Die Alone: The Surprising Science That Will Help You Find Love';
    const passage = 'The easier it is to compare certain traits, the more important those traits seem.';
    expect(categorise({ content: passage, source: love })).not.toContain('RESOURCES_MATERIALS');
    const grammar =
      'Complete English Grammar Rules: Examples, Exceptions, Exercises, and Everything You Need';
    expect(categorise({ content: 'Predicative noun', source: grammar })).not.toContain('RESOURCES_MATERIALS');
    // The passage's own words still say it: a reader's note on a book about books.
    expect(
      categorise({ content: 'The books that are read again and again become literature.', source: love }),
    ).toContain('RESOURCES_MATERIALS');
  });

  it('scores all 56 codes, sorted, with the matched terms', () => {
    const scores = scoreCategories({ content: 'Spaced repetition with Anki flashcards beats cramming.' });
    expect(scores).toHaveLength(56);
    for (let i = 1; i < scores.length; i += 1) {
      expect(scores[i - 1]?.score ?? 0).toBeGreaterThanOrEqual(scores[i]?.score ?? 0);
    }
    expect(scores[0]?.code).toBe('STUDY_MEMORIZATION');
    expect(scores[0]?.matches.length).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    const input = { content: 'Our team decided to hire two engineers and delegate the on-call rotation.' };
    expect(categorise(input)).toEqual(categorise(input));
  });
});
