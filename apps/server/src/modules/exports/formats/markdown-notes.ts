import {
  categoryDisplayName,
  type ExportHighlight,
  type ExportSource,
  type ExportSummary,
} from '@precis/shared';
import { stringify } from 'yaml';
import { wallClockAt } from '../../../lib/local-day';
import type { SummaryHighlightTarget } from './export-rows';

/**
 * The text of the notes in the Obsidian export. Highlights and comments are written as the person wrote them
 * (their Markdown stays Markdown), each line inside a quote or callout so nothing they contain, a `---` line
 * included, can end the quote or be read as front matter.
 */

export function frontMatter(properties: Record<string, unknown>): string {
  return `---\n${stringify(properties, { lineWidth: 0 })}---\n`;
}

export function sourceFrontMatter(
  source: ExportSource,
  highlightsCount: number,
  lastHighlightedAt: string | null,
  tags: readonly string[],
): string {
  return frontMatter({
    title: source.title,
    author: source.author,
    url: source.url,
    kind: source.kind,
    tags: obsidianTags(tags),
    highlights: highlightsCount,
    'last-highlighted': lastHighlightedAt,
    'precis-source-id': source.id,
  });
}

export function sourceHeading(source: ExportSource): string {
  const lines = [`# ${oneLine(source.title)}`, ''];
  if (source.author) lines.push(`By ${oneLine(source.author)}`, '');
  if (source.url) lines.push(`<${source.url.replaceAll('>', '%3E')}>`, '');
  return `${lines.join('\n')}\n`;
}

export function monthFrontMatter(month: string): string {
  return frontMatter({ title: `Highlights without a source, ${month}`, month });
}

/** Obsidian's block ids take letters, digits and dashes only. */
export function blockId(highlightId: string): string {
  return `precis-${highlightId.replace(/[^A-Za-z0-9-]/g, '-')}`;
}

/** A quote, its block id, then its note and details; ends with a separator line. */
export function highlightBlock(highlight: ExportHighlight, timeZone: string): string {
  const parts = [quoted(highlight.content), `^${blockId(highlight.id)}`];
  if (highlight.comment) parts.push(`> [!note] Note\n${quoted(highlight.comment)}`);
  const details: string[] = [];
  if (highlight.location) details.push(`- ${locationLabel(highlight.location)}`);
  details.push(`- Highlighted: ${localDateTime(highlight.createdDate, timeZone)}`);
  if (highlight.categories.length > 0) {
    details.push(
      `- Categories: ${highlight.categories.map((code) => oneLine(categoryDisplayName(code))).join(', ')}`,
    );
  }
  if (highlight.tags.length > 0) details.push(`- Tags: ${highlight.tags.map(tagText).join(' ')}`);
  if (highlight.url) details.push(`- Link: <${highlight.url.replaceAll('>', '%3E')}>`);
  parts.push(details.join('\n'));
  return `${parts.join('\n\n')}\n\n---\n\n`;
}

export function locationLabel(location: NonNullable<ExportHighlight['location']>): string {
  const names = { page: 'Page', location: 'Location', time: 'Time', order: 'Position' } as const;
  return `${names[location.type]} ${oneLine(location.value)}`;
}

export function summaryNote(
  summary: ExportSummary,
  targets: ReadonlyMap<string, SummaryHighlightTarget>,
  noteOf: (target: SummaryHighlightTarget) => string | undefined,
  timeZone: string,
): string {
  const head = frontMatter({
    title: summary.summaryTitle,
    type: summary.summarizationType,
    categories: summary.summarizationCategories,
    start: summary.startDate,
    end: summary.endDate,
    created: summary.createdDate,
    status: summary.status,
    'precis-summary-id': summary.id,
  });
  const lines = [`# ${oneLine(summary.summaryTitle)}`, ''];
  lines.push(
    `${localDateTime(summary.startDate, timeZone)} to ${localDateTime(summary.endDate, timeZone)}`,
    '',
  );
  if (summary.summaryText) lines.push(summary.summaryText, '');
  if (summary.error) lines.push(`> [!warning] ${oneLine(summary.error)}`, '');
  if (summary.highlights.length > 0) {
    lines.push('## Highlights used', '');
    for (const used of summary.highlights) {
      const target = targets.get(used.id);
      const note = target && !used.deleted ? noteOf(target) : undefined;
      const excerpt = linkText(used.content);
      lines.push(note ? `- [[${note}#^${blockId(used.id)}|${excerpt}]]` : `- ${excerpt}`);
    }
    lines.push('');
  }
  return `${head}\n${lines.join('\n')}`;
}

function quoted(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A link's label: one line, without the characters that end an Obsidian link, at most 100 characters. */
function linkText(text: string): string {
  const clean = oneLine(text).replace(/[[\]|]/g, ' ');
  const characters = [...clean];
  return characters.length > 100 ? `${characters.slice(0, 99).join('')}…` : clean;
}

/** An Obsidian tag where the tag is a valid one (letters, digits, _ - /, not only digits), else plain text. */
function tagText(tag: string): string {
  return /^[\p{L}\p{N}_/-]+$/u.test(tag) && !/^\d+$/.test(tag) ? `#${tag}` : `"${oneLine(tag)}"`;
}

/**
 * The `tags` property as Obsidian accepts it (no spaces, only letters, digits, _ - /, not only digits); the
 * exact spellings stay in the body and in the JSON export.
 */
export function obsidianTags(tags: readonly string[]): string[] {
  const result = new Set<string>();
  for (const tag of tags) {
    const cleaned = tag
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[^\p{L}\p{N}_/-]/gu, '');
    if (cleaned) result.add(/^\d+$/.test(cleaned) ? `_${cleaned}` : cleaned);
  }
  return [...result];
}

/** yyyy-MM-dd HH:mm in the zone. */
export function localDateTime(iso: string, timeZone: string): string {
  const wall = wallClockAt(Date.parse(iso), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** yyyy-MM of the instant in the zone. */
export function localMonth(iso: string, timeZone: string): string {
  const wall = wallClockAt(Date.parse(iso), timeZone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}`;
}
