import {
  REQUEST_SUMMARIZATION_TYPES,
  type RequestSummarizationType,
  SUMMARIZATION_TYPE_LABELS,
} from '@precis/shared';
import { Select } from 'radix-ui';
import { useId } from 'react';
import { Label } from '@/components/ui/input';
import { TYPE_HINTS } from '../type-hints';
import { SelectContent, SelectItem, SelectTrigger } from './select-parts';

const isRequestType = (value: string): value is RequestSummarizationType =>
  (REQUEST_SUMMARIZATION_TYPES as readonly string[]).includes(value);

export function TypeSelect({
  value,
  onChange,
}: {
  value: RequestSummarizationType;
  onChange(value: RequestSummarizationType): void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Summarization Type</Label>
      <Select.Root value={value} onValueChange={(next) => isRequestType(next) && onChange(next)}>
        <SelectTrigger id={id} aria-describedby={`${id}-hint`} />
        <SelectContent>
          {REQUEST_SUMMARIZATION_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {SUMMARIZATION_TYPE_LABELS[type]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select.Root>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {TYPE_HINTS[value]}
      </p>
    </div>
  );
}
