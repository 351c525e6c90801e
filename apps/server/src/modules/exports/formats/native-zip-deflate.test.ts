import { crc32, inflateRawSync } from 'node:zlib';
import { unzipSync, Zip } from 'fflate';
import { describe, expect, it } from 'vitest';
import { NativeZipDeflate } from './native-zip-deflate';

function zipOf(files: Record<string, Uint8Array[]>): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    chunks.push(data);
  });
  for (const [name, pieces] of Object.entries(files)) {
    const file = new NativeZipDeflate(name, 6);
    zip.add(file);
    pieces.forEach((piece, index) => {
      file.push(piece, index === pieces.length - 1);
    });
  }
  zip.end();
  return Buffer.concat(chunks);
}

/** The entry's deflated bytes and its CRC, read from the local header and data descriptor fflate writes. */
function onlyEntry(zip: Uint8Array) {
  const view = Buffer.from(zip);
  const nameLength = view.readUInt16LE(26);
  const start = 30 + nameLength + view.readUInt16LE(28);
  const descriptor = view.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]), start);
  return {
    method: view.readUInt16LE(8),
    deflated: view.subarray(start, descriptor),
    crc: view.readUInt32LE(descriptor + 4),
    size: view.readUInt32LE(descriptor + 12),
  };
}

describe('NativeZipDeflate', () => {
  const encoder = new TextEncoder();
  const pieces = Array.from({ length: 5 }, (_, index) =>
    encoder.encode(`Piece ${index}: ${'a highlight, quoted 🧠\n'.repeat(4000 + index)}`),
  );
  const whole = Buffer.concat(pieces);

  it('joins pieces deflated one by one into one deflate stream of the whole text', () => {
    const entry = onlyEntry(zipOf({ 'Precis/note.md': pieces }));
    expect(entry.method).toBe(8);
    expect(Buffer.from(inflateRawSync(entry.deflated)).equals(whole)).toBe(true);
    expect(entry.size).toBe(whole.length);
    expect(entry.crc).toBe(crc32(whole));
    expect(entry.deflated.length).toBeLessThan(whole.length / 20);
  });

  it('writes zips that unzip to the same files, an empty one included', () => {
    const files = unzipSync(
      zipOf({ 'a.md': pieces, 'b/empty.md': [new Uint8Array(0)], 'c.md': [encoder.encode('one piece')] }),
    );
    expect(Object.keys(files)).toEqual(['a.md', 'b/empty.md', 'c.md']);
    expect(Buffer.from(files['a.md'] ?? []).equals(whole)).toBe(true);
    expect(files['b/empty.md']).toHaveLength(0);
    expect(new TextDecoder().decode(files['c.md'])).toBe('one piece');
  });
});
