import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { AsyncFlateStreamHandler, ZipInputFile } from 'fflate';

/**
 * A zip entry compressed and checksummed by Node's zlib (native code) for fflate's `Zip`, in place of fflate's
 * `ZipDeflate`, whose deflate in JavaScript cost more CPU than writing the notes' text (docs/exports.md,
 * Scale). Each pushed piece is deflated on its own and, unless it is the last, ends
 * with a sync flush: that leaves the output on a byte boundary without a final block, so the pieces joined
 * are one valid deflate stream and a note never has to be held whole.
 */
export class NativeZipDeflate implements ZipInputFile {
  compression = 8;
  crc = 0;
  size = 0;
  mtime?: Date;
  /** Set by `Zip.add`. */
  ondata: AsyncFlateStreamHandler = () => {
    throw new Error('add the entry to a Zip before pushing to it');
  };

  constructor(
    readonly filename: string,
    private readonly level: number,
  ) {}

  push(chunk: Uint8Array, final = false): void {
    this.crc = crc32(chunk, this.crc);
    this.size += chunk.length;
    const deflated = deflateRawSync(chunk, {
      level: this.level,
      finishFlush: final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    });
    this.ondata(null, deflated, final);
  }
}
