export type RevokeResult = { ok: true } | { ok: false; message: string };

/**
 * Revokes the extension's token with the session of the Precis page this script runs in: a token may not
 * revoke itself, and only a same-origin request from Precis's own page may use its session for a change.
 */
export async function revokeWithSession(address: string, tokenId: string): Promise<RevokeResult> {
  try {
    const response = await fetch(`${address}/api/v1/api-tokens/${encodeURIComponent(tokenId)}`, {
      method: 'DELETE',
      credentials: 'same-origin',
    });
    // 404: already revoked in Settings.
    if (response.ok || response.status === 404) return { ok: true };
    if (response.status === 401) return { ok: false, message: 'This browser is signed out of Precis.' };
    return { ok: false, message: `Precis answered ${response.status}.` };
  } catch {
    return { ok: false, message: 'Precis could not be reached.' };
  }
}
