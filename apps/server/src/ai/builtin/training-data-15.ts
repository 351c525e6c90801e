/**
 * Training examples, fifteenth batch, written after a walk-through of one person's day of notes in which local
 * taxes and bug reports were misfiled ("TODO: pay the council tax" as policy advocacy, "The payment page throws a
 * 500" as financial literacy): taxes and software faults in everyday words, which the other batches have few of.
 * Written from that day alone, not from any held-out item; the near-duplicate filter of training-set.ts still
 * drops any that says what a held-out highlight says. A wider batch (bills, repairs, appointments) cost one
 * highlight in each of two held-out sets and was cut back to these two codes (docs/built-in-ai.md).
 */
export const TRAINING_DATA_15 = `
TAXES: Council tax went up 5% again; we're in band D, so that's another £110 a year before anything else.
TAXES: Moved flat, so the council tax account needs closing at the old address and opening at the new one.
TAXES: Living alone gets you the single person discount on council tax: 25% off, but you have to apply for it.
TAXES: Paid the council tax in ten instalments instead of twelve, so the monthly bill is higher Apr to Jan.
TAXES: Our council tax band looks wrong for a two-bed terrace; the valuation office will review it for free.
TAXES: The rates bill for the shop came with the business rates relief already taken off.
TAXES: Stamp duty on the new place is about £4,000, payable within 14 days of completion.
DEVELOPMENT_CODING: Refund endpoint throws a 500 for orders paid with gift cards; the handler assumes a card
  charge object.
DEVELOPMENT_CODING: Search returns a 502 for queries over 200 characters: the proxy times out waiting on the
  index.
DEVELOPMENT_CODING: Usernames with an accent break the signup form; we count bytes, not characters.
DEVELOPMENT_CODING: Repro: open two tabs, save in both, the second save silently wins. Needs an etag.
DEVELOPMENT_CODING: The nightly export crashes on a null author; guard it and add a test with the bad row.
DEVELOPMENT_CODING: Page loads in 9 seconds on staging; the profiler says 80% of it is one unindexed query.
DEVELOPMENT_CODING: Bug: the date picker shows yesterday for anyone west of UTC. We parse dates as local time.
DEVELOPMENT_CODING: Fixed the flaky upload test: it depended on the order the files came back from the disk.
`;
