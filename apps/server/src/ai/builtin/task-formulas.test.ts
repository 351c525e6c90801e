import { describe, expect, it } from 'vitest';
import { ACTION_DAY_SETS } from './labelled-action-days';
import { splitSentences } from './sentences';
import { isNeverATask } from './task-formulas';

describe('isNeverATask', () => {
  it('takes a ticked line, a to-do answered no, a stock line of a letter, a receipt line, a bare time, a decision or news named as such a closure notice and a permission given for no task', () => {
    for (const line of [
      '☑ Renew the parking permit',
      '✓ rang the vet',
      'DONE order rennet',
      'buy wicks? no, Bengt has them',
      'book Luas for Sat?? no – Ger driving',
      'Please do not reply to this email as this mailbox is not monitored.',
      'Further to our call, please find attached the packing list for PO 7731.',
      "For urgent matters please contact the clerks' room on 0113 496 0000.",
      'If any details are incorrect, please let us know.',
      '12 x Warburtons white £11.88',
      'Wormer x 4 €22.40',
      'Subtotal £25.49',
      'Delivery FREE',
      'Fri 09:00',
      'Reminder · Sun 10:00',
      'Today, 08:00 · Repeats weekly',
      'Decision: we will migrate the billing service to PostgreSQL next quarter.',
      'Decisions: we keep the current supplier.',
      'Decided – park the website redesign until March.',
      'News: the aurora should be visible across the north of Scotland tonight.',
      'Reminder: the office is closed on Monday for the bank holiday.',
      'The kit room will be closed over Easter.',
      'Brent Council: Ealing Road will be closed to traffic on Diwali evening from 4pm.',
      "We agreed Ella can have a sleepover at Maya's on Saturday.",
      'I said the kids may stay up for the match on Friday.',
    ])
      expect(isNeverATask(line), line).toBe(true);
  });

  it('leaves a task with a price, a time or a polite request to the judge', () => {
    for (const line of [
      'Renew the parking permit',
      'TODO order rennet',
      'Please send the signed lease back by Friday.',
      'Pay the plumber £120 by Friday',
      'Change freezes move the risk to January.',
      'Dentist Fri 09:00',
      'Bins out tonight',
      '2 x milk',
      'any chance of 20 old training tops for the u14s? no rush',
      'Can you send the deck? No worries if not.',
      'Agreed: Ade to lead the Monday toolbox talk once a month from December.',
      'Decide on the venue by Friday.',
      'Newsletter: send the draft to Ola.',
      'Make sure the gate is closed tonight.',
      'Ask whether the tip is closed on Mondays.',
      'The pool is closed on Monday, so book the gym instead.',
      'OTDR the span back to the hut once the splice is closed',
      'We agreed Tom can lead the pilot and will send the plan by Friday.',
      'We agreed Owen will shadow Sunita on file checks for a fortnight.',
    ])
      expect(isNeverATask(line), line).toBe(false);
  });

  it('takes no labelled action for one', () => {
    const actions = ACTION_DAY_SETS.flatMap((set) => set.days)
      .flatMap((day) => day.highlights)
      .flatMap((item) => item.actions.filter((action) => splitSentences(item.content).includes(action)));
    expect(actions.filter(isNeverATask)).toEqual([]);
  });
});
