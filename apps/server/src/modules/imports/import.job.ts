import type { ImportIssue } from '@precis/shared';
import type { AppContext } from '../../app-context';
import { UnprocessableError } from '../../lib/errors';
import { type HighlightToSave, saveHighlights } from '../highlights';
import { findOrCreateSources, type SourceInput } from '../sources';
import type { ParseOutcome } from './formats/import-record';
import { parseImport } from './formats/parse-import';
import { zipLimitsFor } from './formats/zip-entries';
import {
  commitChunk,
  existingTexts,
  failImport,
  findImport,
  finishImport,
  markRunning,
  readImportFile,
  recordParse,
} from './imports.repository';
import { duplicateKey, recordToHighlight } from './record-to-highlight';
import { restoreExtras } from './restore-extras';

export const RUN_IMPORT_JOB = 'run-import';

export interface RunImportPayload {
  importId: string;
  userId: string;
}

/** Highlights saved per transaction: the cursor moves by this much at a time. */
const CHUNK = 500;
const TIME_LIMIT_MS = 30 * 60_000;

export function enqueueImport(context: AppContext, payload: RunImportPayload): Promise<void> {
  return context.jobs.enqueue(RUN_IMPORT_JOB, payload, { uniqueKey: `import:${payload.importId}` });
}

/**
 * Reads the uploaded file again on every attempt (parsing is deterministic) and saves its highlights from the
 * cursor on, a chunk at a time. Duplicates are found by (user, source, normalised text), so a chunk saved just
 * before a crash is not saved twice when the job resumes.
 */
export function registerImportJobs(context: AppContext): void {
  const db = context.db.kysely;
  context.jobs.register<RunImportPayload>(
    RUN_IMPORT_JOB,
    async (payload, job) => {
      const row = await findImport(db, payload.userId, payload.importId);
      if (!row || row.status === 'DONE' || row.status === 'FAILED') return;
      if (!(await markRunning(db, row, Date.now()))) return;
      const file = await readImportFile(db, row.id);
      if (!file) {
        await failImport(db, row.id, 'The uploaded file is no longer there: import it again.', Date.now());
        return;
      }
      let outcome: ParseOutcome;
      try {
        outcome = await parseImport(
          new Uint8Array(file),
          row.format,
          { timeZone: row.time_zone },
          zipLimitsFor(context.config.imports.maxBytes),
        );
      } catch (error) {
        if (!(error instanceof UnprocessableError)) throw error;
        await failImport(db, row.id, error.message, Date.now());
        return;
      }
      const maxRows = context.config.imports.maxRows;
      if (outcome.total > maxRows) {
        await failImport(
          db,
          row.id,
          `The file holds ${outcome.total.toLocaleString('en-US')} records; this server imports at most ${maxRows.toLocaleString('en-US')} at a time.`,
          Date.now(),
        );
        return;
      }
      if (row.cursor === 0) await recordParse(db, row.id, parsedCounts(outcome));
      const saver = new ChunkSaver(context, payload.userId);
      for (let from = row.cursor; from < outcome.records.length; from += CHUNK) {
        job.signal.throwIfAborted();
        const to = Math.min(from + CHUNK, outcome.records.length);
        const result = await saver.save(outcome.records.slice(from, to));
        await commitChunk(db, row.id, { from, to, ...result });
      }
      // The cursor passes the last record only once the summaries and settings are restored too.
      if (outcome.restore && row.cursor <= outcome.records.length) {
        job.signal.throwIfAborted();
        await restoreExtras(context, {
          importId: row.id,
          userId: payload.userId,
          records: outcome.records,
          restore: outcome.restore,
        });
      }
      await finishImport(db, row.id, Date.now());
    },
    {
      timeoutMs: TIME_LIMIT_MS,
      onFinalFailure: async (payload, error) => {
        const row = await findImport(db, payload.userId, payload.importId);
        if (!row) return;
        await failImport(db, row.id, `The import stopped: ${error.message}`, Date.now());
      },
    },
  );
}

function parsedCounts(outcome: ParseOutcome) {
  const issues: ImportIssue[] = [...outcome.skipped, ...outcome.failed].sort((a, b) => a.row - b.row);
  return {
    total: outcome.total,
    processed:
      outcome.skipped.length +
      outcome.failed.length +
      outcome.duplicates.length +
      outcome.notesAttached +
      outcome.piecesJoined,
    skipped: outcome.skipped.length,
    failed: outcome.failed.length,
    duplicates: outcome.duplicates.length,
    issues,
  };
}

/** Checks, de-duplicates and saves chunks of one import's records, remembering sources and texts it has seen. */
class ChunkSaver {
  private readonly sourceIds = new Map<string, string>();
  private readonly textsBySource = new Map<string | null, Set<string>>();

  constructor(
    private readonly context: AppContext,
    private readonly userId: string,
  ) {}

  async save(records: ParseOutcome['records']) {
    const checks = records.map((record) => ({ record, check: recordToHighlight(record) }));
    await this.learnSources(checks.flatMap(({ check }) => (check.ok ? [check.highlight.source] : [])));
    const issues: ImportIssue[] = [];
    const toSave: HighlightToSave[] = [];
    let failed = 0;
    let duplicates = 0;
    for (const { record, check } of checks) {
      if (!check.ok) {
        failed++;
        issues.push({ row: record.row, message: check.message });
        continue;
      }
      const texts = this.textsOf(check.highlight.source);
      const key = duplicateKey(check.highlight.content);
      if (texts.has(key)) {
        duplicates++;
        continue;
      }
      texts.add(key);
      toSave.push(check.highlight);
      for (const warning of check.warnings) issues.push({ row: record.row, message: warning });
    }
    if (toSave.length > 0) await saveHighlights(this.context, this.userId, toSave);
    return { created: toSave.length, duplicates, failed, issues };
  }

  /** Finds or creates the sources not seen before, all at once, and reads the texts each already holds. */
  private async learnSources(sources: readonly (SourceInput | null)[]): Promise<void> {
    const unseen = sources.filter(
      (source): source is SourceInput => source !== null && !this.sourceIds.has(sourceKey(source)),
    );
    const refs = await findOrCreateSources(this.context.db.kysely, this.userId, unseen);
    for (const [source, ref] of refs) this.sourceIds.set(sourceKey(source), ref.id);
    const wanted = new Set<string | null>([...refs.values()].map((ref) => ref.id));
    if (sources.includes(null)) wanted.add(null);
    const unread = [...wanted].filter((id) => !this.textsBySource.has(id));
    if (unread.length === 0) return;
    const texts = await existingTexts(this.context.db.kysely, this.userId, unread, duplicateKey);
    for (const id of unread) this.textsBySource.set(id, texts.get(id) ?? new Set());
  }

  private textsOf(source: SourceInput | null): Set<string> {
    const sourceId = source ? this.sourceIds.get(sourceKey(source)) : null;
    const texts = sourceId === undefined ? undefined : this.textsBySource.get(sourceId);
    if (!texts) throw new Error('The sources of a chunk are learnt before its records are checked');
    return texts;
  }
}

function sourceKey(source: SourceInput): string {
  return JSON.stringify([source.externalId, source.url, source.title, source.author]);
}
