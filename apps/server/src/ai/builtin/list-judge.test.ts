import { describe, expect, it } from 'vitest';
import { LIST_RULES, listTest } from './list-judge';

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
});
