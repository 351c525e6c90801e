import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HandshakeResult, listenForSignIn, MISSED_MESSAGE_WAIT_MS } from './handshake';

const ADDRESS = 'http://precis.test';
const MESSAGE = {
  type: 'TRIGGER_AUTHENTICATED_PAGE',
  text: 'Signed in',
  title: 'Precis',
  url: `${ADDRESS}/`,
};

function post(data: unknown, origin: string, source: Window | null = window): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('listenForSignIn', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sendMessage = vi.fn();
  let results: HandshakeResult[];
  let controller: AbortController;

  beforeEach(() => {
    results = [];
    controller = new AbortController();
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/api/auth/get-session')
        ? Response.json({ user: { email: 'reader@example.com' }, session: {} })
        : Response.json({ id: 'tok_1', token: 'secret', name: 'x', scope: 'write' }, { status: 201 }),
    );
    sendMessage.mockResolvedValue({ ok: true });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('chrome', { runtime: { sendMessage } });
    listenForSignIn(ADDRESS, (result) => results.push(result), { signal: controller.signal });
  });

  afterEach(() => {
    controller.abort();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    sendMessage.mockReset();
  });

  it('ignores the message when it comes from another origin', async () => {
    post(MESSAGE, 'http://evil.test');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('ignores the message when another window (a frame, an opener) sent it', async () => {
    post(MESSAGE, ADDRESS, null);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores other messages of the Precis page', async () => {
    post({ type: 'SOMETHING_ELSE' }, ADDRESS);
    post('TRIGGER_AUTHENTICATED_PAGE', ADDRESS);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a write token named after the browser and hands it to the service worker', async () => {
    post(MESSAGE, ADDRESS);
    await settle();
    const [, create] = fetchMock.mock.calls;
    expect(create?.[0]).toBe(`${ADDRESS}/api/v1/api-tokens`);
    const body = JSON.parse(String(create?.[1]?.body));
    expect(body.scope).toBe('write');
    expect(body.name).toMatch(/^Browser extension: /);
    expect(sendMessage).toHaveBeenCalledWith({
      type: 'signed-in',
      token: 'secret',
      tokenId: 'tok_1',
      email: 'reader@example.com',
    });
    expect(results).toEqual([{ ok: true, email: 'reader@example.com' }]);
  });

  it('asks once, however often the page posts', async () => {
    post(MESSAGE, ADDRESS);
    post(MESSAGE, ADDRESS);
    await settle();
    expect(sendMessage).toHaveBeenCalledTimes(1);
  });

  it('says so when the browser is not signed in to Precis', async () => {
    fetchMock.mockImplementation(async () => Response.json(null));
    post(MESSAGE, ADDRESS);
    await settle();
    expect(results).toEqual([{ ok: false, message: 'Sign in to Precis first.' }]);
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('goes ahead on the auth-completed page when the message came before the script listened', async () => {
    vi.useFakeTimers();
    try {
      listenForSignIn(ADDRESS, (result) => results.push(result), {
        signal: controller.signal,
        onCompletedPage: true,
      });
      await vi.advanceTimersByTimeAsync(MISSED_MESSAGE_WAIT_MS - 1);
      expect(fetchMock).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      vi.useRealTimers();
    }
    await settle();
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(results).toEqual([{ ok: true, email: 'reader@example.com' }]);
  });
});
