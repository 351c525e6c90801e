import type { Highlight } from '@precis/shared';

/** The API fields a new highlight always has. */
type RequiredField = 'id' | 'content' | 'source' | 'comment' | 'categories' | 'tags';
/** The API fields the insert computes from others (createdAt, savedAt) or starts with a fixed value. */
type DerivedField = 'createdDate' | 'savedAt' | 'synced';

/**
 * A highlight to insert: its API fields (any other than the required ones may be left out: null, false), its
 * owner, and its times in epoch ms. A field added to the response schema is accepted here without an edit.
 */
export type NewHighlight = Pick<Highlight, RequiredField> &
  Partial<Omit<Highlight, RequiredField | DerivedField>> & {
    userId: string;
    /** Epoch ms: when it was highlighted. */
    createdAt: number;
    /** Epoch ms; createdAt when not given. */
    savedAt?: number;
    /** The codes the AI added to `categories` (mergeAiCodes); unknown when not given. Not an API field. */
    aiCategories?: readonly string[];
  };
