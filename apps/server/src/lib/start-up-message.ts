import os from 'node:os';
import type { Config } from '../config';

/** The addresses of this machine's network interfaces people can reach it at (IPv4, not loopback). */
export function lanAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((info) => info !== undefined && info.family === 'IPv4' && !info.internal)
    .map((info) => info?.address ?? '')
    .filter(Boolean);
}

/**
 * What the operator reads once the server listens: where to open the app and whether PUBLIC_URL is set,
 * because without it the app answers at any address and e-mails link to localhost.
 */
export function startUpMessage(
  config: Pick<Config, 'publicUrl' | 'publicUrlSet' | 'host' | 'port'>,
  addresses: readonly string[],
): string {
  if (config.publicUrlSet) {
    return `Precis is running: open ${config.publicUrl} (PUBLIC_URL is set; e-mails link there).`;
  }
  const local = `http://localhost:${config.port}`;
  const everywhere = config.host === '0.0.0.0' || config.host === '::';
  const others = everywhere ? addresses.map((address) => `http://${address}:${config.port}`) : [];
  const open = others.length ? `${local} (or ${others.join(', ')})` : local;
  return (
    `Precis is running: open ${open}. PUBLIC_URL is not set: the app answers at whatever address it is ` +
    `reached at, and e-mails link to ${config.publicUrl}; set PUBLIC_URL to the address people use.`
  );
}
