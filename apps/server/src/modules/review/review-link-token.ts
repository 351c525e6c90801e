import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type ReviewRating, reviewRatingSchema } from '@precis/shared';
import { z } from 'zod';

/** How long a digest's rating link works: long enough for a weekly digest read late. */
export const REVIEW_LINK_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface ReviewLink {
  userId: string;
  highlightId: string;
  rating: ReviewRating;
  expiresAt: number;
  /** Single use: the nonce is recorded when the link is used. */
  nonce: string;
}

/** The key of rating links, derived from the auth secret for this purpose only. */
export function deriveReviewLinkKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('precis:review-link:v1').digest();
}

const linkPayloadSchema = z.object({
  u: z.string(),
  h: z.string(),
  r: reviewRatingSchema,
  x: z.number(),
  n: z.string(),
});

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** `<payload>.<HMAC-SHA256(payload)>`, both base64url: works without sign-in, cannot be forged or altered. */
export function createReviewLink(
  key: Buffer,
  link: Omit<ReviewLink, 'nonce' | 'expiresAt'>,
  now = Date.now(),
): string {
  const payload = Buffer.from(
    JSON.stringify({
      u: link.userId,
      h: link.highlightId,
      r: link.rating,
      x: now + REVIEW_LINK_LIFETIME_MS,
      n: randomBytes(12).toString('base64url'),
    }),
  ).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The link's content when its signature holds (expiry is the caller's to check), else null. */
export function readReviewLink(key: Buffer, token: string): ReviewLink | null {
  const match = /^([A-Za-z0-9_-]{10,800})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const expected = mac(key, match[1]);
  const given = Buffer.from(match[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const data = linkPayloadSchema.safeParse(JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')));
    if (!data.success) return null;
    const { u, h, r, x, n } = data.data;
    return { userId: u, highlightId: h, rating: r, expiresAt: x, nonce: n };
  } catch {
    return null;
  }
}
