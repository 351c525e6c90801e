import { describe, expect, it } from 'vitest';
import { withQuotationMarksPaired } from './quote-marks';

describe('withQuotationMarksPaired', () => {
  it('closes a speech the highlight stopped inside, and opens one whose opening lay before it', () => {
    expect(
      withQuotationMarksPaired('“I’m not weird. You’ve just never had someone take care of you before.'),
    ).toBe('“I’m not weird. You’ve just never had someone take care of you before.”');
    expect(
      withQuotationMarksPaired(
        'There is only one thing that makes a dream impossible: the fear of failure.”',
      ),
    ).toBe('“There is only one thing that makes a dream impossible: the fear of failure.”');
    expect(withQuotationMarksPaired('「今回、火竜骨の鏃を持ってきたけど…')).toBe(
      '「今回、火竜骨の鏃を持ってきたけど…」',
    );
    expect(withQuotationMarksPaired('"We are what we repeatedly do.')).toBe(
      '"We are what we repeatedly do."',
    );
  });

  it('leaves paired, German and ambiguous marks as they are', () => {
    const paired = 'He said “yes” and left.';
    expect(withQuotationMarksPaired(paired)).toBe(paired);
    // German opens with „ and closes with “.
    const german = 'Er sagte: „Ich komme morgen.“';
    expect(withQuotationMarksPaired(german)).toBe(german);
    // Three straight quotes: any of them may be the lone one.
    const straight = '在"主人道德"这个范畴中，相反，"奴隶道德"则囊括了……"';
    expect(withQuotationMarksPaired(straight)).toBe(straight);
    // A lone straight quote inside the text says nothing of where its partner was.
    expect(withQuotationMarksPaired('A 12" pizza.')).toBe('A 12" pizza.');
  });
});
