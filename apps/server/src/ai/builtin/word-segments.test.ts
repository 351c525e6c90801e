import { describe, expect, it } from 'vitest';
import { words } from './tokens';
import { joinWords, matchWords } from './word-segments';

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

describe('words of scripts written without spaces', () => {
  it('finds the words of Chinese, Japanese and Thai, and splits other text by the pattern alone', () => {
    expect(matchWords('却只爱过一个正当最好年龄的人', WORD_RE)).toContain('年龄');
    expect(matchWords('たむろって、泥の中で眠っていた', WORD_RE)).toEqual([
      'たむろ',
      'って',
      '泥',
      'の',
      '中',
      'で',
      '眠',
      'って',
      'い',
      'た',
    ]);
    expect(matchWords('ภาษาไทยง่ายนิดเดียว', WORD_RE)).toEqual(['ภาษา', 'ไทย', 'ง่าย', 'นิด', 'เดียว']);
    expect(matchWords('Deep work, again', WORD_RE)).toEqual(['Deep', 'work', 'again']);
  });

  it('reads a long run without spaces or punctuation in pieces, losing no letter', () => {
    const run = '尼采用自然和生命取代道德'.repeat(200);
    const found = matchWords(run, WORD_RE);
    expect(found.join('')).toBe(run);
    expect(found).toContain('道德');
  });

  it('keeps a kana with its voicing mark and Hangul whole when folding a word', () => {
    expect(words('髪をひっつめにした女だ')).toContain('だ');
    expect(words('독서는 마음의 양식이다')).toEqual(['독서는', '마음의', '양식이다']);
    expect(words('Café’s crème brûlée')).toEqual(['cafe', 'creme', 'brulee']);
  });

  it('joins the words of a phrase with a space only where the script puts one', () => {
    expect(joinWords(['人生', '态度'])).toBe('人生态度');
    expect(joinWords(['deep', 'work'])).toBe('deep work');
    expect(joinWords(['Auto', 'Tune'])).toBe('Auto Tune');
  });
});
