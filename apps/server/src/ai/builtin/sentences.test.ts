import { describe, expect, it } from 'vitest';
import { splitSentenceLines, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits at sentence punctuation followed by a capital', () => {
    expect(splitSentences('Focus is rare. It is valuable! Is it trainable? Yes.')).toEqual([
      'Focus is rare.',
      'It is valuable!',
      'Is it trainable?',
      'Yes.',
    ]);
  });

  it('keeps abbreviations, initials and decimals inside the sentence', () => {
    expect(
      splitSentences('Dr. Smith met J. R. R. Tolkien at 3.30 p.m. in the U.S. office. Then they left.'),
    ).toEqual(['Dr. Smith met J. R. R. Tolkien at 3.30 p.m. in the U.S. office.', 'Then they left.']);
    expect(
      splitSentences('Sign-off by end of Jan. Send her the case study. Due Tue. Jan. 5 or Nov. 30.'),
    ).toEqual(['Sign-off by end of Jan.', 'Send her the case study.', 'Due Tue. Jan. 5 or Nov. 30.']);
    expect(splitSentences("Sign-off by Jan. Mark will send the deck. Launch in Jan. '24 went well.")).toEqual(
      ['Sign-off by Jan.', 'Mark will send the deck.', "Launch in Jan. '24 went well."],
    );
    expect(
      splitSentences('Use a tool, e.g. Python, or a notebook, i.e. Jupyter. Version 2.0 costs $3.50.'),
    ).toEqual(['Use a tool, e.g. Python, or a notebook, i.e. Jupyter.', 'Version 2.0 costs $3.50.']);
  });

  it('treats bullet and numbered lines as separate sentences and drops their markers', () => {
    const text =
      'Plan for Monday:\n- Call Anna\n* Review the draft. Send it back\n1. Book the room\n2) Pay the invoice';
    expect(splitSentences(text)).toEqual([
      'Plan for Monday:',
      'Call Anna',
      'Review the draft.',
      'Send it back',
      'Book the room',
      'Pay the invoice',
    ]);
  });

  it('joins wrapped lines of a paragraph and separates paragraphs', () => {
    expect(
      splitSentences(
        'A paragraph wrapped at a fixed width by the tool that exported it\nbreaks its lines late, so they go on\n\nNew paragraph',
      ),
    ).toEqual([
      'A paragraph wrapped at a fixed width by the tool that exported it breaks its lines late, so they go on',
      'New paragraph',
    ]);
    expect(splitSentences('saturday list\nbuy lemons and coffee filters\npick up the dry cleaning')).toEqual([
      'saturday list',
      'buy lemons and coffee filters',
      'pick up the dry cleaning',
    ]);
  });

  it('takes a line that starts with a capital after a complete line as a new item', () => {
    expect(splitSentences('Grocery run:\nBuy oat milk\nPick up the dry cleaning.\nOwner: Hamid')).toEqual([
      'Grocery run:',
      'Buy oat milk',
      'Pick up the dry cleaning.',
      'Owner: Hamid',
    ]);
    expect(splitSentences('We flew from\nParis to Lisbon with\nAnna, Tom and\nMaria.')).toEqual([
      'We flew from Paris to Lisbon with Anna, Tom and Maria.',
    ]);
  });

  it('ends a short line at a particle after its object ("book it in"), not at a preposition', () => {
    expect(splitSentences('motorbike overdue, book it in\nfuel receipts to Brenda')).toEqual([
      'motorbike overdue, book it in',
      'fuel receipts to Brenda',
    ]);
    expect(splitSentences('We met in\nLeeds on Monday.')).toEqual(['We met in Leeds on Monday.']);
    expect(splitSentences('Put it in\nthe fridge overnight.')).toEqual(['Put it in the fridge overnight.']);
    expect(splitSentences('Sign the form and return it by\nFriday so the agent can file it.')).toEqual([
      'Sign the form and return it by Friday so the agent can file it.',
    ]);
    expect(splitSentences('Ring me at\n7 tonight')).toEqual(['Ring me at 7 tonight']);
  });

  it('drops an open Markdown checkbox with its marker and keeps a ticked one as a tick', () => {
    expect(
      splitSentences(
        'Weekend\n- [ ] call the vet about Bo\n- [x] renew parking permit\n* [X] Buy grout\n[ ] Oil the gate',
      ),
    ).toEqual(['Weekend', 'call the vet about Bo', '☑ renew parking permit', '☑ Buy grout', 'Oil the gate']);
    expect(splitSentences('1. [ ] Book the hall')).toEqual(['Book the hall']);
  });

  it('goes on after an aside in brackets that ends with its own mark, but not after a sentence in brackets', () => {
    expect(splitSentences('Dentist (me!) Tues 11.30, Dr Brennan')).toEqual([
      'Dentist (me!) Tues 11.30, Dr Brennan',
    ]);
    expect(splitSentences('(See chapter 3.) Then read the notes.')).toEqual([
      '(See chapter 3.)',
      'Then read the notes.',
    ]);
    expect(splitSentences('It rained (a lot). Then it stopped.')).toEqual([
      'It rained (a lot).',
      'Then it stopped.',
    ]);
  });

  it('marks the sentences written on an open checkbox line', () => {
    expect(splitSentenceLines('## Launch prep\n- [ ] Finalize stretch goals\n- Upload box art')).toEqual([
      { text: 'Launch prep', checkbox: false },
      { text: 'Finalize stretch goals', checkbox: true },
      { text: 'Upload box art', checkbox: false },
    ]);
  });

  it("reads an e-mail's quoted reply apart from the lines around it, without its marks", () => {
    const thread =
      'Sure, will do tonight\nOn Tue 3 Mar 2026, Ana Ruiz wrote:\n> Can you send the deck before the board meets\n> on Thursday?\n>> Thanks';
    expect(splitSentences(thread)).toEqual([
      'Sure, will do tonight',
      'On Tue 3 Mar 2026, Ana Ruiz wrote:',
      'Can you send the deck before the board meets on Thursday?',
      'Thanks',
    ]);
  });

  it("starts a new sentence at each message of an exported chat and drops the message's date and time", () => {
    const iphone =
      '[12/03/2026, 09:14:22] Dave: can someone grab milk\n[12/03/2026, 09:20:01] Sue Kim: on it';
    expect(splitSentences(iphone)).toEqual(['Dave: can someone grab milk', 'Sue Kim: on it']);
    const android =
      '3/12/26, 9:14 PM - Dave: the long message that wraps on to a second line because it is long\nand goes on\n3/12/26, 9:15 PM - +44 7700 900123: I can';
    expect(splitSentences(android)).toEqual([
      'Dave: the long message that wraps on to a second line because it is long and goes on',
      '+44 7700 900123: I can',
    ]);
    // A notice of the app itself has no sender, and a date in the middle of a line is the message's own.
    expect(splitSentences('12/03/2026, 09:15 - Messages are end-to-end encrypted.')).toEqual([
      '12/03/2026, 09:15 - Messages are end-to-end encrypted.',
    ]);
    expect(splitSentences('Meet on 10/03/2026, 09:14 - Dave: bring pens')).toEqual([
      'Meet on 10/03/2026, 09:14 - Dave: bring pens',
    ]);
  });

  it('starts a new sentence at each message of a pasted chat, however the line before ended', () => {
    expect(
      splitSentences('Kerry: 2 ampoules unaccounted for\nKerry: I have told the police\nMe: thanks'),
    ).toEqual(['Kerry: 2 ampoules unaccounted for', 'Kerry: I have told the police', 'Me: thanks']);
  });

  it('does not split before a lower-case word and handles quotes', () => {
    expect(splitSentences('It costs approx. ten euros. "Really?" she asked. Yes.')).toEqual([
      'It costs approx. ten euros.',
      '"Really?" she asked.',
      'Yes.',
    ]);
  });

  it('cuts scripts with their own full stops, with or without a space after them, at those stops only', () => {
    expect(splitSentences('今日は晴れです。明日は雨です！本当に？')).toEqual([
      '今日は晴れです。',
      '明日は雨です！',
      '本当に？',
    ]);
    expect(splitSentences('「早く来て」と彼は言った。私は走った。')).toEqual([
      '「早く来て」と彼は言った。',
      '私は走った。',
    ]);
    expect(splitSentences('मैं कल आऊँगा। तुम तैयार रहना।')).toEqual(['मैं कल आऊँगा।', 'तुम तैयार रहना।']);
    expect(splitSentences('هل ستأتي غدا؟ نعم سآتي.')).toEqual(['هل ستأتي غدا؟', 'نعم سآتي.']);
    expect(splitSentences('Dr. Tanakaと会った。明日も会う。')).toEqual([
      'Dr. Tanakaと会った。',
      '明日も会う。',
    ]);
  });

  it("keeps a German date's ordinal and the abbreviations of other languages inside the sentence", () => {
    expect(
      splitSentences('Am 3. Oktober treffen wir uns mit Fr. Weber. Bitte bis zum 1. August antworten.'),
    ).toEqual(['Am 3. Oktober treffen wir uns mit Fr. Weber.', 'Bitte bis zum 1. August antworten.']);
    expect(splitSentences('Finished chapter 5. August was busy. Sra. Gómez llamó.')).toEqual([
      'Finished chapter 5.',
      'August was busy.',
      'Sra. Gómez llamó.',
    ]);
  });

  it('strips control characters and ignores empty input', () => {
    expect(splitSentences('Hello\u0000 world.\u0007 Bye.')).toEqual(['Hello world.', 'Bye.']);
    expect(splitSentences('   \n\n ')).toEqual([]);
  });
});
