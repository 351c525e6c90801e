/**
 * English word vectors (GloVe's, 40,000 most frequent words, 100 dimensions; scripts/derive-word-vectors.mjs
 * writes the file): words used alike sit close together, so a text that names its subject by a word no labelled
 * highlight used ("paediatrician", "payslip") still lands near the texts that used its neighbours ("doctor",
 * "salary"). A text's vector is the average of its words', frequent words counting less.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { words } from './tokens';

const MAGIC = 'PRECISWV1';
const HEADER_BYTES = MAGIC.length + 12;

/** Beside the module: src/ai/builtin in the source tree, dist/ in the bundle (build.mjs copies it). */
export const WORD_VECTORS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'word-vectors.bin');

export interface WordVectors {
  dimensions: number;
  /** A text's known words (as tokens.ts cuts it), by rank in the file, each with its share (the shares sum to 1). */
  wordShares(textWords: readonly string[]): [rank: number, share: number][];
  /** The word of this rank's vector, of unit length. */
  wordVector(rank: number): Float64Array;
  /** The average of the text's word vectors, weighted by their shares; all zeros when it has no known word. */
  textVector(text: string): Float64Array;
}

/**
 * Smooth inverse frequency (Arora, Liang and Ma, 2017): a word weighs SMOOTHING / (SMOOTHING + its frequency), so
 * "the" and "of" hardly count. The file lists words most frequent first; Zipf's law turns a word's rank into
 * its frequency.
 */
const SMOOTHING = 1e-3;
const frequencyOfRank = (rank: number) => 1 / ((rank + 10) * 12);

/** The vectors in the file's bytes; throws on bytes of another layout rather than read nonsense. */
export function readWordVectors(bytes: Uint8Array): WordVectors {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = new TextDecoder('latin1').decode(bytes.subarray(0, MAGIC.length));
  if (bytes.byteLength < HEADER_BYTES || magic !== MAGIC) throw new Error('Not a word vector file.');
  const count = view.getUint32(MAGIC.length, true);
  const dimensions = view.getUint32(MAGIC.length + 4, true);
  const wordBytes = view.getUint32(MAGIC.length + 8, true);
  const vectorsStart = HEADER_BYTES + wordBytes;
  if (bytes.byteLength !== vectorsStart + count * dimensions)
    throw new Error('The word vector file is cut short.');
  const list = new TextDecoder().decode(bytes.subarray(HEADER_BYTES, vectorsStart)).split('\n');
  if (list.length !== count) throw new Error('The word vector file lists another number of words.');
  const rankOf = new Map(list.map((word, rank) => [word, rank]));
  const vectors = new Int8Array(bytes.buffer, bytes.byteOffset + vectorsStart, count * dimensions);

  // Each word's vector is of unit length but for the bytes' rounding, which this undoes.
  const inverseLengths = new Float64Array(count);
  for (let rank = 0; rank < count; rank += 1) {
    let squares = 0;
    for (let offset = rank * dimensions; offset < (rank + 1) * dimensions; offset += 1)
      squares += (vectors[offset] ?? 0) ** 2;
    inverseLengths[rank] = squares > 0 ? 1 / Math.sqrt(squares) : 0;
  }
  const wordVector = (rank: number) => {
    const scale = inverseLengths[rank] ?? 0;
    return Float64Array.from(
      vectors.subarray(rank * dimensions, (rank + 1) * dimensions),
      (value) => value * scale,
    );
  };
  const wordShares = (textWords: readonly string[]) => {
    const shares: [number, number][] = [];
    let total = 0;
    for (const word of textWords) {
      const rank = rankOf.get(word);
      if (rank === undefined) continue;
      const weight = SMOOTHING / (SMOOTHING + frequencyOfRank(rank));
      shares.push([rank, weight]);
      total += weight;
    }
    for (const entry of shares) entry[1] /= total;
    return shares;
  };

  return {
    dimensions,
    wordShares,
    wordVector,
    textVector(text) {
      const sum = new Float64Array(dimensions);
      for (const [rank, share] of wordShares(words(text))) {
        const scale = share * (inverseLengths[rank] ?? 0);
        const offset = rank * dimensions;
        for (let dimension = 0; dimension < dimensions; dimension += 1)
          sum[dimension] = (sum[dimension] ?? 0) + scale * (vectors[offset + dimension] ?? 0);
      }
      return sum;
    },
  };
}

let loaded: WordVectors | undefined;
/** The vectors of the file beside the module, read once. */
export function wordVectors(): WordVectors {
  loaded ??= readWordVectors(fs.readFileSync(WORD_VECTORS_FILE));
  return loaded;
}
