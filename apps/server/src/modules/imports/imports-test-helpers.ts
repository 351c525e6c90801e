import type { InjectOptions } from 'fastify';

export { readSample as sample, samplesDir } from './formats/real-samples.test-helper';

export interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
}

/** A multipart/form-data request body, its parts in the order given. */
export function multipart(parts: readonly Part[]): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = `----precis-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const type = part.fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A Kindle file of `count` distinct highlights over a few books, dated a minute apart. */
export function kindleFile(count: number): Buffer {
  const records: string[] = [];
  for (let index = 0; index < count; index++) {
    const minute = String(index % 60).padStart(2, '0');
    const hour = String(Math.floor(index / 60) % 24).padStart(2, '0');
    records.push(
      `\uFEFFBook ${index % 7} (Author ${index % 7})\r\n- Your Highlight on page ${index} | location ${index * 10}-${index * 10 + 3} | Added on Friday, 8 December 2023 ${hour}:${minute}:00\r\n\r\nHighlight number ${index}, with some words to read.\r\n==========\r\n`,
    );
  }
  return Buffer.from(records.join(''));
}
