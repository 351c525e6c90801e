import { randomUUID } from 'node:crypto';
import { type Highlight, highlightSchema } from '@precis/shared';
import type { HttpUser } from './http-client';
import type { ServerProcess } from './server-process';

export interface SentHighlight {
  content: string;
  source: string;
  comment: string;
  categories: string[];
  tags: string[];
}

/** A create whose 201 arrived: what was sent, and what the server answered. */
export interface Acknowledged {
  sent: SentHighlight;
  created: Highlight;
}

export interface BurstResult {
  acknowledged: Acknowledged[];
  /** Creates sent whose answer never came (the process died under them). */
  unanswered: number;
  /** Answers other than 201 (there should be none). */
  refused: { status: number; body: unknown }[];
}

export interface BurstPlan {
  label: string;
  total: number;
  concurrency: number;
  /** SIGKILL the server once this many 201s have arrived; Infinity to let the burst finish. */
  killAfter: number;
  /** Ends the burst early once this returns true (checked before each create). */
  stopWhen?: () => boolean;
  /** Called after each 201 with those so far, e.g. to take a backup mid-burst. */
  onAcknowledged?: (acknowledged: readonly Acknowledged[]) => void;
}

export function highlightFor(label: string, index: number): SentHighlight {
  const token = randomUUID();
  return {
    content:
      `${label} highlight ${index}: durability token ${token} ${'lorem ipsum '.repeat(index % 7)}`.trim(),
    source: `https://example.com/${label}/${index}`,
    comment: `comment ${index} of ${label}`,
    categories: [`${label}-category`],
    tags: [`tag-${index}`, `${label}-tag`],
  };
}

/**
 * Sends `total` creates, `concurrency` at a time, and SIGKILLs the server after `killAfter` 201s while the
 * rest are in flight. Never throws for a request the dying process dropped: that create was never promised.
 */
export async function burstOfCreates(
  server: ServerProcess,
  user: HttpUser,
  plan: BurstPlan,
): Promise<BurstResult> {
  const result: BurstResult = { acknowledged: [], unanswered: 0, refused: [] };
  let next = 0;
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (next < plan.total && !killing && !plan.stopWhen?.()) {
      const index = next;
      next += 1;
      const sent = highlightFor(plan.label, index);
      try {
        const answer = await user.call(server.baseUrl, 'POST', '/api/v1/highlights', sent);
        if (answer.status !== 201) {
          result.refused.push({ status: answer.status, body: answer.body });
          continue;
        }
        result.acknowledged.push({ sent, created: highlightSchema.parse(answer.body) });
        plan.onAcknowledged?.(result.acknowledged);
        if (result.acknowledged.length >= plan.killAfter && !killing) killing = server.kill('SIGKILL');
      } catch {
        result.unanswered += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, worker));
  await killing;
  return result;
}
