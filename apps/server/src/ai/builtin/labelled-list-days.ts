import type { LabelledListDay } from './labelled-lists';
import { LIST_DAYS_A } from './labelled-lists-a';
import { LIST_DAYS_B } from './labelled-lists-b';
import { LIST_DAYS_C } from './labelled-lists-c';
import { LIST_DAYS_D } from './labelled-lists-d';
import { LIST_DAYS_E } from './labelled-lists-e';
import { LIST_DAYS_F } from './labelled-lists-f';
import { LIST_DAYS_G } from './labelled-lists-g';
import { LIST_DAYS_H } from './labelled-lists-h';
import { LIST_DAYS_I } from './labelled-lists-i';
import { LIST_DAYS_J } from './labelled-lists-j';
import { LIST_DAYS_K } from './labelled-lists-k';
import { LIST_DAYS_L } from './labelled-lists-l';
import { LIST_DAYS_M } from './labelled-lists-m';
import { LIST_DAYS_N } from './labelled-lists-n';
import { LIST_DAYS_O } from './labelled-lists-o';
import { LIST_DAYS_P } from './labelled-lists-p';
import { LIST_DAYS_Q } from './labelled-lists-q';
import { LIST_DAYS_R } from './labelled-lists-r';
import { LIST_DAYS_S } from './labelled-lists-s';
import { LIST_DAYS_T } from './labelled-lists-t';
import { LIST_DAYS_U } from './labelled-lists-u';
import { LIST_DAYS_V } from './labelled-lists-v';
import { LIST_DAYS_W } from './labelled-lists-w';
import { LIST_DAYS_X } from './labelled-lists-x';
import { LIST_DAYS_Y } from './labelled-lists-y';
import { LIST_DAYS_Z } from './labelled-lists-z';
import { LIST_DAYS_ZA } from './labelled-lists-za';
import { LIST_DAYS_ZB } from './labelled-lists-zb';
import { LIST_DAYS_ZC } from './labelled-lists-zc';
import { LIST_DAYS_ZD } from './labelled-lists-zd';
import { LIST_DAYS_ZE } from './labelled-lists-ze';
import { LIST_DAYS_ZF } from './labelled-lists-zf';
import { LIST_DAYS_ZG } from './labelled-lists-zg';
import { LIST_DAYS_ZH } from './labelled-lists-zh';
import { LIST_DAYS_ZI } from './labelled-lists-zi';
import { LIST_DAYS_ZJ } from './labelled-lists-zj';
import { LIST_DAYS_ZK } from './labelled-lists-zk';

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
  { name: 'author I', days: LIST_DAYS_I },
  { name: 'author J', days: LIST_DAYS_J },
  { name: 'author K', days: LIST_DAYS_K },
  { name: 'author L', days: LIST_DAYS_L },
  { name: 'author M', days: LIST_DAYS_M },
  { name: 'author N', days: LIST_DAYS_N },
  { name: 'author O', days: LIST_DAYS_O },
  { name: 'author P', days: LIST_DAYS_P },
  { name: 'author Q', days: LIST_DAYS_Q },
  { name: 'author R', days: LIST_DAYS_R },
  { name: 'author S', days: LIST_DAYS_S },
  { name: 'author T', days: LIST_DAYS_T },
  { name: 'author U', days: LIST_DAYS_U },
  { name: 'author V', days: LIST_DAYS_V },
  { name: 'author W', days: LIST_DAYS_W },
  { name: 'author X', days: LIST_DAYS_X },
  { name: 'author Y', days: LIST_DAYS_Y },
  { name: 'author Z', days: LIST_DAYS_Z },
  { name: 'author ZA', days: LIST_DAYS_ZA },
  { name: 'author ZB', days: LIST_DAYS_ZB },
  { name: 'author ZC', days: LIST_DAYS_ZC },
  { name: 'author ZD', days: LIST_DAYS_ZD },
  { name: 'author ZE', days: LIST_DAYS_ZE },
  { name: 'author ZF', days: LIST_DAYS_ZF },
  { name: 'author ZG', days: LIST_DAYS_ZG },
  { name: 'author ZH', days: LIST_DAYS_ZH },
  { name: 'author ZI', days: LIST_DAYS_ZI },
  { name: 'author ZJ', days: LIST_DAYS_ZJ },
  { name: 'author ZK', days: LIST_DAYS_ZK },
];
