import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { problem } from './problem';

interface ClientError extends Error {
  code?: string;
}

function refusal(code: string | undefined): { status: number; title: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, title: 'The request took too long to arrive.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, title: 'The request headers are too large.' };
  return {
    status: 400,
    title: 'The request could not be read: a header or the request line is not valid HTTP.',
  };
}

/**
 * Answers a request Node's HTTP parser refused (a control character in a header, a broken request line,
 * headers too large, too slow) in the same JSON error shape as every other refusal; Fastify's default
 * answers `{"error":"Bad Request","message":"Client Error"}`. Runs before any route, so it writes the raw
 * response itself and closes the connection, as Node does.
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, title } = refusal(error.code);
    const body = JSON.stringify(problem(status, title));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n" +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
