import { ACTION_DAYS, ACTION_DAYS_HELD_OUT, type LabelledDay } from './action-items-data';
import { ACTION_DAYS_FRESH } from './action-items-heldout';
import { ACTION_DAYS_FRESH_2 } from './action-items-heldout-2';
import { ACTION_DAYS_FRESH_3 } from './action-items-heldout-3';
import { ACTION_DAYS_FRESH_4 } from './action-items-heldout-4';
import { ACTION_DAYS_FRESH_5 } from './action-items-heldout-5';
import { ACTION_DAYS_FRESH_6 } from './action-items-heldout-6';
import { ACTION_DAYS_FRESH_7 } from './action-items-heldout-7';
import { ACTION_DAYS_FRESH_8 } from './action-items-heldout-8';
import { ACTION_DAYS_FRESH_9 } from './action-items-heldout-9';
import { ACTION_DAYS_FRESH_10 } from './action-items-heldout-10';
import { ACTION_DAYS_FRESH_11 } from './action-items-heldout-11';
import { ACTION_DAYS_FRESH_12 } from './action-items-heldout-12';
import { ACTION_DAYS_FRESH_13 } from './action-items-heldout-13';
import { ACTION_DAYS_FRESH_14 } from './action-items-heldout-14';
import { ACTION_DAYS_FRESH_15 } from './action-items-heldout-15';
import { ACTION_DAYS_FRESH_16 } from './action-items-heldout-16';
import { ACTION_DAYS_FRESH_17 } from './action-items-heldout-17';
import { ACTION_DAYS_FRESH_18 } from './action-items-heldout-18';
import { ACTION_DAYS_FRESH_19 } from './action-items-heldout-19';
import { ACTION_DAYS_FRESH_20 } from './action-items-heldout-20';
import { ACTION_DAYS_FRESH_21 } from './action-items-heldout-21';
import { ACTION_DAYS_FRESH_22 } from './action-items-heldout-22';
import { ACTION_DAYS_FRESH_23 } from './action-items-heldout-23';
import { ACTION_DAYS_FRESH_24 } from './action-items-heldout-24';
import { ACTION_DAYS_FRESH_25 } from './action-items-heldout-25';
import { READING_DAYS_1 } from './action-items-reading-1';
import { READING_DAYS_2 } from './action-items-reading-2';
import { READING_DAYS_3 } from './action-items-reading-3';

/**
 * Every set of labelled TASKS days, by author, in the order they were written. The reading sets are days of
 * book highlights as e-readers export them: no sentence of theirs is an action.
 */
export const ACTION_DAY_SETS: readonly { name: string; days: readonly LabelledDay[] }[] = [
  { name: 'tuning', days: ACTION_DAYS },
  { name: 'first held-out', days: ACTION_DAYS_HELD_OUT },
  { name: 'fresh 1', days: ACTION_DAYS_FRESH },
  { name: 'fresh 2', days: ACTION_DAYS_FRESH_2 },
  { name: 'fresh 3', days: ACTION_DAYS_FRESH_3 },
  { name: 'author 1', days: ACTION_DAYS_FRESH_4 },
  { name: 'author 2', days: ACTION_DAYS_FRESH_5 },
  { name: 'author 3', days: ACTION_DAYS_FRESH_6 },
  { name: 'author 4', days: ACTION_DAYS_FRESH_7 },
  { name: 'author 5', days: ACTION_DAYS_FRESH_8 },
  { name: 'author 6', days: ACTION_DAYS_FRESH_9 },
  { name: 'author 7', days: ACTION_DAYS_FRESH_10 },
  { name: 'author 8', days: ACTION_DAYS_FRESH_11 },
  { name: 'author 9', days: ACTION_DAYS_FRESH_12 },
  { name: 'author 10', days: ACTION_DAYS_FRESH_13 },
  { name: 'author 11', days: ACTION_DAYS_FRESH_14 },
  { name: 'author 12', days: ACTION_DAYS_FRESH_15 },
  { name: 'author 13', days: ACTION_DAYS_FRESH_16 },
  { name: 'author 14', days: ACTION_DAYS_FRESH_17 },
  { name: 'author 15', days: ACTION_DAYS_FRESH_18 },
  { name: 'author 16', days: ACTION_DAYS_FRESH_19 },
  { name: 'author 17', days: ACTION_DAYS_FRESH_20 },
  { name: 'author 18', days: ACTION_DAYS_FRESH_21 },
  { name: 'author 19', days: ACTION_DAYS_FRESH_22 },
  { name: 'author 20', days: ACTION_DAYS_FRESH_23 },
  { name: 'author 21', days: ACTION_DAYS_FRESH_24 },
  { name: 'author 22', days: ACTION_DAYS_FRESH_25 },
  { name: 'reading 1', days: READING_DAYS_1 },
  { name: 'reading 2', days: READING_DAYS_2 },
  { name: 'reading 3', days: READING_DAYS_3 },
];
