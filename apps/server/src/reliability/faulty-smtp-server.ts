import { once } from 'node:events';
import net from 'node:net';

/**
 * What the server does on one connection:
 * - accept: a normal session, the message is kept;
 * - refuse-rcpt: answers 550 to RCPT TO (the mailbox does not exist);
 * - drop-in-data: closes the connection after the first bytes of the message;
 * - drop-after-data: takes the whole message, then closes before the final 250 (the sender cannot know
 *   whether it was delivered: the message counts as received).
 */
export type SmtpBehaviour = 'accept' | 'refuse-rcpt' | 'drop-in-data' | 'drop-after-data';

export interface FaultySmtpServer {
  url: string;
  /** Raw messages the server took in full. */
  received: string[];
  /** The behaviour of each connection so far, in order. */
  connections: SmtpBehaviour[];
  /** Stops listening (senders get "connection refused") until resume(). */
  pause(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A hand-written SMTP peer for fault injection: just enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT,
 * DATA, RSET, QUIT, no STARTTLS), with each connection's behaviour chosen by `plan(connectionIndex)`.
 */
export async function startFaultySmtpServer(
  plan: (connection: number) => SmtpBehaviour,
): Promise<FaultySmtpServer> {
  const received: string[] = [];
  const connections: SmtpBehaviour[] = [];
  const sockets = new Set<net.Socket>();

  const handle = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    const behaviour = plan(connections.length);
    connections.push(behaviour);
    let buffer = '';
    let message: string | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 faulty.test ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (message !== undefined) {
          if (behaviour === 'drop-in-data') return void socket.destroy();
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          message += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push(message);
          message = undefined;
          if (behaviour === 'drop-after-data') return void socket.destroy();
          reply('250 2.0.0 queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 faulty.test');
        else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 OK');
        else if (verb === 'RCPT')
          reply(behaviour === 'refuse-rcpt' ? '550 5.1.1 Mailbox unavailable' : '250 2.1.5 OK');
        else if (verb === 'DATA') {
          message = '';
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        } else reply('502 5.5.2 Command not implemented');
      }
    });
  };

  let server = net.createServer(handle);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections,
    pause: stop,
    async resume() {
      server = net.createServer(handle);
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    close: stop,
  };
}
