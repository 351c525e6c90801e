import { randomFillSync } from 'node:crypto';

/** Random bytes drawn 4 KiB at a time: one call to the system's generator per 256 ids, not per id. */
const randomPool = Buffer.alloc(4096);
let poolOffset = randomPool.length;

function randomBytes16(): Buffer {
  if (poolOffset + 16 > randomPool.length) {
    randomFillSync(randomPool);
    poolOffset = 0;
  }
  const bytes = Buffer.from(randomPool.subarray(poolOffset, poolOffset + 16));
  poolOffset += 16;
  return bytes;
}

/** Ids made in the current millisecond so far: the 12-bit counter of RFC 9562's method 1 (in rand_a). */
let lastMs = -1;
let counter = 0;

/**
 * Time-ordered opaque ids (UUID v7 layout): they sort by creation, which keeps indexes compact, and lists
 * break ties of the same millisecond by id. Within one millisecond a counter makes them increase: with
 * random bits there, two reports sent in the same millisecond listed in either order. The counter starts at
 * a random value below 2048, so at least 2048 ids per millisecond stay ordered; beyond 4096 they are random.
 * Ids for a chosen past time (seeding, tests) are simply random after the time. Clients never parse them.
 */
export function newId(now = Date.now()): string {
  const bytes = randomBytes16();
  if (now !== lastMs) {
    lastMs = now;
    counter = ((bytes[6] ?? 0) << 8) | (bytes[7] ?? 0);
    counter &= 0x7ff;
  } else {
    counter += 1;
  }
  bytes.writeUIntBE(now, 0, 6);
  if (counter <= 0xfff) {
    bytes[6] = 0x70 | (counter >> 8);
    bytes[7] = counter & 0xff;
  } else {
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  }
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
