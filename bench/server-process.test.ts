import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startPrecis } from './server-process';

describe('the bench server', () => {
  const listening: net.Server[] = [];
  afterEach(() => {
    for (const server of listening.splice(0)) server.close();
  });

  it('refuses a port another server listens on, instead of measuring that server', async () => {
    const other = net.createServer((socket) => socket.end());
    listening.push(other);
    other.listen(0, '127.0.0.1');
    await once(other, 'listening');
    const { port } = other.address() as net.AddressInfo;

    await expect(startPrecis({}, port)).rejects.toThrow(`port ${port} is in use`);
  });

  it('is handed a port nothing listens on', async () => {
    const port = await freePort();
    const server = net.createServer();
    listening.push(server);
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    expect((server.address() as net.AddressInfo).port).toBe(port);
  });
});
