import { LIMITS, LOCATION_TYPES, type LocationType } from '@precis/shared';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { FieldError, Input, Label } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import type { HighlightField, HighlightFormErrors, HighlightFormValues } from '../lib/highlight-form-values';

const LOCATION_LABELS: Record<LocationType, string> = {
  page: 'Page',
  location: 'Location',
  time: 'Time',
  order: 'Order',
};

/** The optional fields beyond the five of the form: the source's author and URL, and the passage's location. */
export function MoreDetailsFields({
  values,
  errors,
  onChange,
}: {
  values: HighlightFormValues;
  errors: HighlightFormErrors;
  onChange<F extends HighlightField>(field: F, value: HighlightFormValues[F]): void;
}) {
  const id = useId();
  const hasError = Boolean(errors.author || errors.sourceUrl || errors.locationValue);
  // A shared page arrives with its address: the person sees it, not a closed section hiding it.
  const filled = Boolean(values.author || values.sourceUrl || values.locationValue);
  return (
    <details
      className="group rounded-lg border border-border px-4 py-3"
      open={hasError || filled || undefined}
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 text-sm font-medium">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
        More details
      </summary>
      <div className="mt-4 space-y-5">
        <TextField
          label="Author (optional)"
          value={values.author}
          maxLength={LIMITS.authorMax}
          onChange={(event) => onChange('author', event.target.value)}
          error={errors.author}
        />
        <TextField
          label="URL (optional)"
          type="url"
          inputMode="url"
          value={values.sourceUrl}
          maxLength={LIMITS.urlMax}
          onChange={(event) => onChange('sourceUrl', event.target.value)}
          error={errors.sourceUrl}
          placeholder="https://..."
        />
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-location`}>Location (optional)</Label>
          <div className="flex gap-2">
            <select
              aria-label="Location type"
              className="h-10 rounded-md border border-input bg-background px-3 text-sm"
              value={values.locationType}
              onChange={(event) => {
                const type = LOCATION_TYPES.find((candidate) => candidate === event.target.value);
                if (type) onChange('locationType', type);
              }}
            >
              {LOCATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {LOCATION_LABELS[type]}
                </option>
              ))}
            </select>
            <Input
              id={`${id}-location`}
              className="min-w-0 flex-1"
              value={values.locationValue}
              maxLength={LIMITS.locationValueMax}
              placeholder="e.g. 42, 610-612, 1:02:03"
              aria-invalid={errors.locationValue ? true : undefined}
              aria-describedby={errors.locationValue ? `${id}-location-error` : undefined}
              onChange={(event) => onChange('locationValue', event.target.value)}
            />
          </div>
          <FieldError id={`${id}-location-error`}>{errors.locationValue}</FieldError>
        </div>
      </div>
    </details>
  );
}
