import { z } from 'zod';
import { UnprocessableError } from '../../../lib/errors';
import { emptyOutcome, type ImportRecord, type ParseOptions, type ParseOutcome } from './import-record';
import { instantFields } from './record-date';
import { DEFAULT_ZIP_LIMITS, readZipTexts, type ZipLimits } from './zip-entries';

/**
 * Omnivore's export zip: `metadata_{from}_to_{to}.json` (the saved items) and `highlights/{slug}.md`, joined
 * by slug. Each highlight in the Markdown is a `> ` quote, then optionally a line of `#label`s, then the note,
 * separated by blank lines.
 */

const METADATA_FILE = /(?:^|\/)metadata_(\d+)_to_\d+\.json$/;
const HIGHLIGHTS_FILE = /(?:^|\/)highlights\/([^/]+)\.md$/;

const itemSchema = z.object({
  slug: z.string().min(1),
  title: z.string().optional().nullable(),
  author: z.string().optional().nullable(),
  url: z.string().optional().nullable(),
  labels: z.array(z.string()).optional().nullable(),
  savedAt: z.string().optional().nullable(),
});

type OmnivoreItem = z.infer<typeof itemSchema>;

export function parseOmnivoreZip(
  bytes: Uint8Array,
  options: ParseOptions,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): ParseOutcome {
  const now = options.now ?? new Date();
  const texts = readZipTexts(bytes, (name) => METADATA_FILE.test(name) || HIGHLIGHTS_FILE.test(name), limits);
  const metadataNames = [...texts.keys()]
    .filter((name) => METADATA_FILE.test(name))
    .sort((a, b) => Number(METADATA_FILE.exec(a)?.[1]) - Number(METADATA_FILE.exec(b)?.[1]));
  if (metadataNames.length === 0) {
    throw new UnprocessableError('The zip holds no metadata_*.json: it is not an Omnivore export.');
  }
  const highlightsBySlug = new Map<string, string>();
  for (const [name, text] of texts) {
    const slug = HIGHLIGHTS_FILE.exec(name)?.[1];
    if (slug !== undefined) highlightsBySlug.set(slug, text);
  }
  const outcome = emptyOutcome('omnivore');
  for (const name of metadataNames) {
    let items: unknown;
    try {
      items = JSON.parse(texts.get(name) ?? '');
    } catch {
      throw new UnprocessableError(`${name} is not valid JSON.`);
    }
    if (!Array.isArray(items)) throw new UnprocessableError(`${name} does not hold a list of items.`);
    for (const raw of items) {
      const parsed = itemSchema.safeParse(raw);
      if (!parsed.success) {
        outcome.total++;
        outcome.failed.push({ row: outcome.total, message: `${name}: an item without a slug` });
        continue;
      }
      const markdown = highlightsBySlug.get(parsed.data.slug);
      highlightsBySlug.delete(parsed.data.slug);
      addItem(outcome, parsed.data, markdown, now);
    }
  }
  // Highlights whose item is missing from the metadata still belong to the person: keep them under their slug.
  for (const [slug, markdown] of highlightsBySlug) addItem(outcome, { slug, title: slug }, markdown, now);
  return outcome;
}

function addItem(outcome: ParseOutcome, item: OmnivoreItem, markdown: string | undefined, now: Date): void {
  const highlights = markdown === undefined ? [] : readHighlightsMarkdown(markdown);
  if (highlights.length === 0) {
    outcome.total++;
    outcome.skipped.push({
      row: outcome.total,
      message: `a saved article with no highlights (${item.title ?? item.slug})`,
    });
    return;
  }
  const dates = instantFields(item.savedAt, now);
  for (const highlight of highlights) {
    outcome.total++;
    const record: ImportRecord = {
      row: outcome.total,
      text: highlight.quote,
      title: item.title?.trim() || item.slug,
      sourceKind: 'article',
      ...dates,
    };
    if (item.author?.trim()) record.author = item.author.trim();
    if (item.url?.trim()) record.sourceUrl = item.url.trim();
    if (highlight.note) record.note = highlight.note;
    const tags = [...highlight.labels, ...(item.labels ?? [])];
    if (tags.length > 0) record.tags = [...new Set(tags)];
    outcome.records.push(record);
  }
}

interface MarkdownHighlight {
  quote: string;
  labels: string[];
  note?: string;
}

const LABELS_LINE = /^#\S+(?:\s+#\S+)*$/u;

export function readHighlightsMarkdown(markdown: string): MarkdownHighlight[] {
  const blocks = markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0);
  const highlights: MarkdownHighlight[] = [];
  let current: MarkdownHighlight | undefined;
  for (const block of blocks) {
    if (block.startsWith('>')) {
      const quote = block
        .split('\n')
        .map((line) => line.replace(/^>\s?/, ''))
        .join('\n')
        .trim();
      current = { quote, labels: [] };
      highlights.push(current);
    } else if (
      current &&
      current.labels.length === 0 &&
      current.note === undefined &&
      LABELS_LINE.test(block)
    ) {
      current.labels = block.split(/\s+/).map((label) => label.slice(1));
    } else if (current) {
      current.note = current.note === undefined ? block : `${current.note}\n\n${block}`;
    } else {
      // A note written on the page, not on a passage: it is the person's text, kept as a highlight.
      highlights.push({ quote: block, labels: [] });
    }
  }
  return highlights.filter((highlight) => highlight.quote.length > 0);
}
