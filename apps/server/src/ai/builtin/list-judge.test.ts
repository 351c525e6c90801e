import { describe, expect, it } from 'vitest';
import { listTest } from './default-judges';
import { listFeatures } from './list-features';
import { LIST_RULES } from './list-judge';
import { neighbourhoodsOf, ON_ITS_OWN } from './sentence-neighbourhood';

describe('listTest', () => {
  it('adds what no cue marks but the labelled days make nearly certain', () => {
    const sentence = 'Eleven shops opened with empty bread shelves.';
    expect(LIST_RULES.problems(sentence)).toBe(false);
    expect(listTest('problems')(sentence)).toBe(true);
  });

  it('drops what a cue took but reads like a remark about the world', () => {
    const sentence = 'Good systems fail gracefully; great ones fail loudly.';
    expect(LIST_RULES.problems(sentence)).toBe(true);
    expect(listTest('problems')(sentence)).toBe(false);
  });

  it('keeps what both the cues and the judge take', () => {
    expect(listTest('decisions')('Outcome: we keep the Thursday slot.')).toBe(true);
    expect(listTest('announcements')('Release 3.2.0 is out, with a new streaming parser.')).toBe(true);
    expect(listTest('problems')('The export fails with a timeout error on large files.')).toBe(true);
  });

  it('weighs a sentence with the sentences around it in its highlight', () => {
    const texts = ['Incident log, 02:10:', 'Card payments failing at all tills.', 'Rolled back at 02:40.'];
    const around = neighbourhoodsOf(texts);
    expect(around[1]?.previous).toBe('Incident log, 02:10:');
    expect(around[1]?.next).toBe('Rolled back at 02:40.');
    const features = listFeatures('Card payments failing at all tills.', around[1]);
    expect(features).toEqual(expect.arrayContaining(['prev:#number', 'next:#number', 'hl:sentences:3']));
    expect(features).not.toContain('place:first');
    expect(listFeatures('Rolled back.', ON_ITS_OWN)).toEqual(
      expect.arrayContaining(['hl:sentences:1', 'place:first']),
    );
    expect(listTest('problems')('Card payments failing at all tills.', around[1])).toBe(true);
    // A word of damage or loss leans, where no cue decides.
    expect(LIST_RULES.problems('A window was smashed last night and a laptop taken.')).toBe(false);
    expect(listFeatures('A window was smashed last night and a laptop taken.')).toContain('#trouble');
    expect(listFeatures('The library reopens on 3 June.')).not.toContain('#trouble');
    expect(listFeatures('Van 7 sat nav still not fixed, support ticket open.')).toContain('#trouble');
    expect(listFeatures('Ticket sales are 30% below target.')).toContain('#trouble');
  });

  it('reads a letter from after its greeting, and sees a fault already dealt with', () => {
    const letter = listFeatures(
      'Dear customer, Because of a cargo delay, spray roses will be short until Tuesday.',
    );
    expect(letter).toEqual(expect.arrayContaining(['#greeting', 'first:because']));
    expect(letter).not.toContain('first:dear');
    expect(listFeatures('Compressor 2 tripped on high temperature at 04:10, reset and running.')).toContain(
      '#resolved',
    );
    expect(listFeatures('The bandsaw was down for 6 hours with a cracked wheel, now repaired.')).toContain(
      '#resolved',
    );
    expect(listFeatures('Compressor 2 tripped on high temperature at 04:10.')).not.toContain('#resolved');
  });
});
