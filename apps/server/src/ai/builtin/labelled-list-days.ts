import type { LabelledListDay } from './labelled-lists';
import { LIST_DAYS_A } from './labelled-lists-a';
import { LIST_DAYS_B } from './labelled-lists-b';
import { LIST_DAYS_C } from './labelled-lists-c';
import { LIST_DAYS_D } from './labelled-lists-d';
import { LIST_DAYS_E } from './labelled-lists-e';
import { LIST_DAYS_F } from './labelled-lists-f';
import { LIST_DAYS_G } from './labelled-lists-g';
import { LIST_DAYS_H } from './labelled-lists-h';

/** Every set of labelled list days, by author, in the order they were written. */
export const LIST_DAY_SETS: readonly { name: string; days: readonly LabelledListDay[] }[] = [
  { name: 'author A', days: LIST_DAYS_A },
  { name: 'author B', days: LIST_DAYS_B },
  { name: 'author C', days: LIST_DAYS_C },
  { name: 'author D', days: LIST_DAYS_D },
  { name: 'author E', days: LIST_DAYS_E },
  { name: 'author F', days: LIST_DAYS_F },
  { name: 'author G', days: LIST_DAYS_G },
  { name: 'author H', days: LIST_DAYS_H },
];
