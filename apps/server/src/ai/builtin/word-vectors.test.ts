import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readWordVectors, WORD_VECTORS_FILE, wordVectors } from './word-vectors';

const cosine = (a: Float64Array, b: Float64Array) =>
  a.reduce((sum, value, index) => sum + value * (b[index] ?? 0), 0);

describe('word vectors', () => {
  const vectors = wordVectors();

  it('puts texts about one subject closer together than texts about another, in words neither shares', () => {
    const doctor = vectors.textVector('The doctor at the hospital');
    const paediatrician = vectors.textVector("The paediatrician's clinic");
    const guitar = vectors.textVector('A guitar riff on the album');
    expect(cosine(doctor, paediatrician)).toBeGreaterThan(cosine(doctor, guitar) + 0.2);
  });

  it('reads curly apostrophes and capitals as plain words, and weighs common words less', () => {
    const vector = vectors.textVector('My MORTGAGE’s rate went up');
    expect(vector).toEqual(vectors.textVector("my mortgage's rate went up"));
    const shares = new Map(vectors.wordShares(['the', 'mortgage']));
    expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
    const [the, mortgage] = [...shares.values()];
    expect(mortgage).toBeGreaterThan(5 * (the ?? 1));
  });

  it('gives a text with no known word a vector of zeros', () => {
    expect(vectors.textVector('zxqv 1234 ☕').every((value) => value === 0)).toBe(true);
    expect(vectors.textVector('').every((value) => value === 0)).toBe(true);
  });

  it('refuses a file of another layout or cut short rather than read nonsense', () => {
    const bytes = fs.readFileSync(WORD_VECTORS_FILE);
    expect(() => readWordVectors(bytes.subarray(0, bytes.length - 1))).toThrow(/cut short/);
    expect(() => readWordVectors(Buffer.from('PRECISW1 and then some bytes'))).toThrow(
      /Not a word vector file/,
    );
    expect(() => readWordVectors(new Uint8Array(3))).toThrow(/Not a word vector file/);
  });
});
