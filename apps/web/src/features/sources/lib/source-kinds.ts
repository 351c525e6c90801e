import { SOURCE_KINDS, type SourceKind } from '@precis/shared';

export const SOURCE_KIND_LABELS: Record<SourceKind, string> = {
  book: 'Book',
  article: 'Article',
  web: 'Web page',
  podcast: 'Podcast',
  video: 'Video',
  other: 'Other',
};

export const KIND_OPTIONS = SOURCE_KINDS.map((kind) => ({ value: kind, label: SOURCE_KIND_LABELS[kind] }));

export const highlightCount = (count: number) => `${count} highlight${count === 1 ? '' : 's'}`;
