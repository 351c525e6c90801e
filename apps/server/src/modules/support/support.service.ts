import {
  LIMITS,
  type SupportListQuery,
  type SupportMessageCreated,
  type SupportMessageKind,
} from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../auth/current-user';
import { ForbiddenError, LimitExceededError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import {
  countSupportMessages,
  hasVerifiedEmail,
  insertSupportMessage,
  listSupportMessages,
  type SupportMessageRow,
  supportMessageTimesSince,
} from './support.repository';
import { SUPPORT_KINDS, type SupportPayloads, type SupportSubmission } from './support-kinds';
import { buildSupportMail } from './support-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SupportLogger {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type SupportService = ReturnType<typeof createSupportService>;

export function createSupportService(
  { db, mail, config }: Pick<AppContext, 'db' | 'mail' | 'config'>,
  logger: SupportLogger,
) {
  const adminEmails = new Set(config.adminEmails);

  /** Stores first, then forwards in the background: a mail failure is logged and never loses the message. */
  async function submit<K extends SupportMessageKind>(
    author: CurrentUser,
    submission: SupportSubmission<K>,
  ): Promise<SupportMessageCreated> {
    const id = newId();
    const createdAt = Date.now();
    await assertUnderDailyCap(author.id, createdAt);
    await insertSupportMessage(db.kysely, {
      id,
      userId: author.id,
      kind: submission.kind,
      payload: JSON.stringify(submission.payload),
      createdAt,
    });
    const supportEmail = config.mail.supportEmail;
    if (supportEmail) {
      const message = buildSupportMail(supportEmail, submission, {
        id,
        createdAt,
        author,
        publicUrl: config.publicUrl,
      });
      mail.send(message).then(
        (sent) =>
          logger.info({ supportMessageId: id, messageId: sent.messageId }, 'support message forwarded'),
        (error: unknown) =>
          logger.error(
            { err: error, supportMessageId: id },
            'support message stored but could not be forwarded',
          ),
      );
    }
    return { id, createdDate: new Date(createdAt).toISOString() };
  }

  /** Each message may become an e-mail to the operator: a person sends a few a day, a script thousands. */
  async function assertUnderDailyCap(userId: string, now: number): Promise<void> {
    const sent = await supportMessageTimesSince(db.kysely, userId, now - DAY_MS);
    const max = LIMITS.supportMessagesPerDay;
    const oldestCounted = sent[sent.length - max];
    if (sent.length < max || oldestCounted === undefined) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((oldestCounted + DAY_MS - now) / 1000));
    const hours = Math.ceil(retryAfterSeconds / 3600);
    throw new LimitExceededError(
      `You can send at most ${max} messages a day. Try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
      retryAfterSeconds,
    );
  }

  /**
   * An ADMIN_EMAILS address gives operator rights only once verified: anyone may sign up with any address,
   * so on a fresh server the first to register the operator's address would otherwise read every message.
   */
  async function assertOperator(viewer: CurrentUser): Promise<void> {
    if (!adminEmails.has(viewer.email.toLowerCase())) {
      throw new ForbiddenError('Only the operator of this Precis server may read support messages.');
    }
    if (!(await hasVerifiedEmail(db.kysely, viewer.id))) {
      throw new ForbiddenError('Confirm your e-mail address first: open the link Precis sent to it.');
    }
  }

  /** One page of the messages of a kind, each as its record: the stored payload read back through its schema. */
  async function list<K extends SupportMessageKind>(
    viewer: CurrentUser,
    kind: K,
    query: SupportListQuery,
  ): Promise<Page<RecordBase & SupportPayloads[K]>> {
    await assertOperator(viewer);
    const [rows, total] = await Promise.all([
      listSupportMessages(db.kysely, kind, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      countSupportMessages(db.kysely, kind),
    ]);
    const body = SUPPORT_KINDS[kind].body;
    const items = rows.map((row) => ({ ...recordBase(row), ...body.parse(JSON.parse(row.payload)) }));
    return { items, total, ...query };
  }

  return { submit, list };
}

interface RecordBase {
  id: string;
  createdDate: string;
  user: { id: string; email: string | null; name: string | null };
}

function recordBase(row: SupportMessageRow): RecordBase {
  return {
    id: row.id,
    createdDate: new Date(row.createdAt).toISOString(),
    user: { id: row.userId, email: row.userEmail, name: row.userName },
  };
}
