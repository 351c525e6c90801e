import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startUpMessage } from './start-up-message';

describe('startUpMessage', () => {
  it('says where to open the app and that PUBLIC_URL is not set, with the LAN addresses', () => {
    const config = loadConfig({ PORT: '3000' });
    const message = startUpMessage(config, ['192.168.1.20']);
    expect(message).toContain('open http://localhost:3000 (or http://192.168.1.20:3000)');
    expect(message).toContain('PUBLIC_URL is not set');
  });

  it('names PUBLIC_URL when it is set', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://precis.example.com/' });
    expect(startUpMessage(config, ['10.0.0.2'])).toBe(
      'Precis is running: open https://precis.example.com (PUBLIC_URL is set; e-mails link there).',
    );
  });

  it('lists no LAN address when the server listens on loopback only', () => {
    const config = loadConfig({ HOST: '127.0.0.1', PORT: '4000' });
    expect(startUpMessage(config, ['192.168.1.20'])).toContain('open http://localhost:4000.');
  });
});
