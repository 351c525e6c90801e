import {
  EVALUATION_SET,
  evaluateCategoriser,
  evaluateMultilingual,
  FOREIGN_TUNING_SETS,
  HELD_OUT_2_SET,
  HELD_OUT_3_SET,
  HELD_OUT_4_SET,
  HELD_OUT_5_SET,
  HELD_OUT_6_SET,
  HELD_OUT_SET,
  MULTILINGUAL_HELD_OUT_SETS,
} from './evaluation-set.ts';
import { TRAINING_SET } from './training-set.ts';

console.log('training', TRAINING_SET.length);
const sets = [HELD_OUT_SET, HELD_OUT_2_SET, HELD_OUT_3_SET, HELD_OUT_4_SET, HELD_OUT_5_SET, HELD_OUT_6_SET];
let items = 0,
  group = 0,
  exact = 0;
sets.forEach((set, i) => {
  const e = evaluateCategoriser(set);
  if (i < 5) {
    items += e.items;
    group += e.groupAccuracy * e.items;
    exact += e.top1Accuracy * e.items;
  }
  console.log(
    `h${i + 1}`,
    e.items,
    e.groupAccuracy.toFixed(3),
    e.top1Accuracy.toFixed(3),
    'prec',
    e.microPrecision.toFixed(3),
    'uncoded',
    e.uncoded,
  );
  if (i === 5)
    console.log(
      JSON.stringify(
        Object.fromEntries(
          Object.entries(e.perGroup ?? {}).map(([g, f]: [string, any]) => [
            g,
            [f.precision?.toFixed(2), f.recall?.toFixed(2)],
          ]),
        ),
      ),
    );
});
console.log('h1-5', (group / items).toFixed(3), (exact / items).toFixed(3));
const t = evaluateCategoriser(EVALUATION_SET);
console.log('tuning', t.groupAccuracy.toFixed(3));
console.log(
  'multi held',
  Object.entries(MULTILINGUAL_HELD_OUT_SETS)
    .map(([l, s]) => {
      const f = evaluateMultilingual(s);
      return `${l} ${f.sensible}/${f.wrong}`;
    })
    .join(', '),
);
console.log(
  'foreign tuning',
  Object.entries(FOREIGN_TUNING_SETS)
    .map(([l, s]) => {
      const f = evaluateMultilingual(s);
      return `${l} ${f.sensible}/${f.wrong}`;
    })
    .join(', '),
);
