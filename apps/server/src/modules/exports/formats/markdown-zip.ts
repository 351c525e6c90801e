import { Zip } from 'fflate';
import type { MarkdownExportInput, SummaryHighlightTarget } from './export-rows';
import { UniqueNames } from './file-names';
import {
  highlightBlock,
  localDateTime,
  localMonth,
  monthFrontMatter,
  sourceFrontMatter,
  sourceHeading,
  summaryNote,
} from './markdown-notes';
import { NativeZipDeflate } from './native-zip-deflate';

export const VAULT_FOLDER = 'Precis';
const FLUSH_CHARACTERS = 64 * 1024;

/**
 * An Obsidian vault folder as a zip, produced while the rows arrive: one note per source, one per month for
 * highlights without a source, one per summary. Each note is compressed and handed on as it is written, so
 * memory holds about one 64 KB piece of text and the names of the notes written so far.
 */
export async function* writeMarkdownZip(input: MarkdownExportInput): AsyncGenerator<Uint8Array> {
  const output: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else output.push(data);
  });
  const mtime = new Date(input.exportedAt);
  const encoder = new TextEncoder();
  const names = new UniqueNames();
  const sourceNotes = new Map<string, string>();
  const monthNotes = new Map<string, string>();

  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    while (output.length > 0) {
      const chunk = output.shift();
      if (chunk) yield chunk;
    }
  }

  function openNote(folder: string, name: string) {
    const file = new NativeZipDeflate(`${VAULT_FOLDER}/${folder}/${name}.md`, 6);
    file.mtime = mtime;
    zip.add(file);
    let pending = '';
    return {
      write(text: string) {
        pending += text;
        if (pending.length >= FLUSH_CHARACTERS) {
          file.push(encoder.encode(pending));
          pending = '';
        }
      },
      end() {
        file.push(encoder.encode(pending), true);
        pending = '';
      },
    };
  }

  for await (const group of input.sources) {
    const { source } = group;
    const name = names.claim(source.author ? `${source.title} - ${source.author}` : source.title);
    sourceNotes.set(source.id, name);
    const note = openNote('Sources', name);
    note.write(sourceFrontMatter(source, group.highlightsCount, group.lastHighlightedAt, group.tags));
    note.write(sourceHeading(source));
    for await (const highlight of group.highlights) {
      note.write(highlightBlock(highlight, input.timeZone));
      yield* drain();
    }
    note.end();
    yield* drain();
  }

  let month: { key: string; note: ReturnType<typeof openNote> } | undefined;
  for await (const highlight of input.unsourced) {
    const key = localMonth(highlight.createdDate, input.timeZone);
    if (key !== month?.key) {
      month?.note.end();
      const name = names.claim(`Highlights ${key}`);
      if (!monthNotes.has(key)) monthNotes.set(key, name);
      month = { key, note: openNote('Without a source', name) };
      month.note.write(`${monthFrontMatter(key)}\n# Highlights without a source, ${key}\n\n`);
    }
    month.note.write(highlightBlock(highlight, input.timeZone));
    yield* drain();
  }
  month?.note.end();

  const noteOf = (target: SummaryHighlightTarget) =>
    target.sourceId
      ? sourceNotes.get(target.sourceId)
      : monthNotes.get(localMonth(target.createdDate, input.timeZone));
  for await (const { summary, targets } of input.summaries) {
    const day = localDateTime(summary.startDate, input.timeZone).slice(0, 10);
    const note = openNote('Summaries', names.claim(`${day} ${summary.summaryTitle}`));
    note.write(summaryNote(summary, targets, noteOf, input.timeZone));
    note.end();
    yield* drain();
  }

  zip.end();
  yield* drain();
}
