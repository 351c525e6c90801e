import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
  };
}

export type FakeAnswer =
  | { content: string; delayMs?: number }
  | { status: number; delayMs?: number }
  /** Closes the connection without answering (a crashed or restarted AI server). */
  | { drop: true };

export interface FakeOpenAiServer {
  /** The API root, as AI_BASE_URL takes it. */
  baseUrl: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests: real HTTP, so the real SDK
 * builds the requests and parses the answers. `answer` decides each reply from the request.
 */
export async function startFakeOpenAi(
  answer: (request: ChatRequest) => FakeAnswer,
  options: { port?: number } = {},
): Promise<FakeOpenAiServer> {
  const requests: ChatRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ChatRequest = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(request);
      const reply = answer(request);
      if ('drop' in reply) {
        req.socket.destroy();
        return;
      }
      const send = () => {
        if (res.destroyed) return;
        if ('status' in reply) {
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(completion(request.body.model, reply.content)));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** The user prompt of a request (the text that holds the highlights). */
export function promptOf(request: ChatRequest): string {
  return request.body.messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content)
    .join('\n');
}
