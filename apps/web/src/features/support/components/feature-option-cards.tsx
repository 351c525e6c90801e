import { CircleCheck } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useRef } from 'react';
import { FEATURE_OPTIONS, type FeatureOptionName } from '../feature-options';

const isFeatureOption = (value: string): value is FeatureOptionName =>
  FEATURE_OPTIONS.some((option) => option.name === value);

const cardClass =
  'group flex h-full w-full cursor-pointer items-start gap-3 rounded-xl border border-border bg-card p-4 text-left shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-accent';

/** The 12 options as selectable cards: one radio group, so arrow keys move between them and Tab leaves it. */
export function FeatureOptionCards({
  value,
  onChange,
  labelledBy,
  invalid,
  describedBy,
}: {
  value: FeatureOptionName | null;
  onChange(option: FeatureOptionName): void;
  labelledBy: string;
  invalid: boolean;
  describedBy?: string;
}) {
  const baseId = useId();
  // Radix moves focus on arrow keys in a timeout and only selects if the key is still down by then, which
  // fails when the key is released quickly; remember the arrow press until the focus lands instead.
  const arrowPressed = useRef(false);
  return (
    <RadioGroup.Root
      onKeyDown={(event) => {
        arrowPressed.current = event.key.startsWith('Arrow');
      }}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required
      value={value ?? ''}
      onValueChange={(next) => isFeatureOption(next) && onChange(next)}
      className="grid gap-3 sm:grid-cols-2"
    >
      {FEATURE_OPTIONS.map((option, index) => {
        const nameId = `${baseId}-${index}-name`;
        const descriptionId = `${baseId}-${index}-description`;
        return (
          <RadioGroup.Item
            key={option.name}
            value={option.name}
            aria-labelledby={nameId}
            aria-describedby={descriptionId}
            className={cardClass}
            onFocus={() => {
              if (arrowPressed.current) onChange(option.name);
              arrowPressed.current = false;
            }}
          >
            <span className="min-w-0 flex-1">
              <span id={nameId} className="block font-medium">
                {option.name}
              </span>
              <span id={descriptionId} className="mt-1 block text-sm text-muted-foreground">
                {option.description}
              </span>
            </span>
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-border group-data-[state=checked]:border-primary"
            >
              <RadioGroup.Indicator>
                <CircleCheck className="size-5 text-primary" />
              </RadioGroup.Indicator>
            </span>
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
