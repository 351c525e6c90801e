import type { CategoryCode, RequestSummarizationType } from '@precis/shared';
import { endOfDay, startOfDay, subMonths } from 'date-fns';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/input';
import { formatCardDate, formatDateRange } from '@/lib/dates';
import { useBackNavigation } from '@/lib/use-back-navigation';
import { useCreateSummary } from '../api/create-summary';
import { CategorySelect } from '../components/category-select';
import { TypeSelect } from '../components/type-select';
import { type CustomRange, isCompleteRange, nextRange } from '../filter-range';
import { requestedRangeState } from '../list-view-state';

export function NewSummaryPage() {
  const navigate = useNavigate();
  const create = useCreateSummary();
  const goBack = useBackNavigation('/summaries');
  const [type, setType] = useState<RequestSummarizationType>('AUTO');
  const [category, setCategory] = useState<CategoryCode | undefined>();
  const [range, setRange] = useState<CustomRange>(() => {
    const today = new Date();
    return { from: today, to: today };
  });
  const [rangeError, setRangeError] = useState<string>();
  const rangeLabelId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteRange(range)) {
      setRangeError('Please select a date range.');
      return;
    }
    setRangeError(undefined);
    const payload = {
      dateInterval: {
        startDate: startOfDay(range.from).toISOString(),
        endDate: endOfDay(range.to).toISOString(),
      },
      categories: category ? [category] : undefined,
      summarizationType: type,
    };
    create.mutate(payload, {
      onSuccess: () => navigate('/summaries', { state: requestedRangeState(range.from, range.to) }),
    });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-6 flex items-start gap-2">
        <Button variant="ghost" size="icon" aria-label="Back" title="Back" onClick={goBack}>
          <ArrowLeft />
        </Button>
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Summary Request Form</h1>
          <p className="mt-1 text-sm text-muted-foreground">Get an AI summary of the highlights you saved.</p>
        </div>
      </div>
      <Card className="p-6">
        <form className="space-y-6" onSubmit={submit} noValidate>
          <div className="grid gap-6 sm:grid-cols-2">
            <TypeSelect value={type} onChange={setType} />
            <CategorySelect value={category} onChange={setCategory} />
          </div>
          <fieldset className="space-y-2" aria-describedby={rangeError ? `${rangeLabelId}-error` : undefined}>
            <legend id={rangeLabelId} className="text-sm font-medium">
              Date Range
            </legend>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {describeRange(range)}
            </p>
            <div className="overflow-x-auto rounded-lg border border-border">
              <Calendar
                mode="range"
                numberOfMonths={2}
                selected={range.from ? { from: range.from, to: range.to } : undefined}
                // Highlights are never in the future: show last month and this one, today on the right.
                defaultMonth={subMonths(new Date(), 1)}
                endMonth={new Date()}
                disabled={{ after: new Date() }}
                onSelect={(_selected, day) => {
                  setRange(nextRange(range, day));
                  setRangeError(undefined);
                }}
              />
            </div>
            <FieldError id={`${rangeLabelId}-error`}>{rangeError}</FieldError>
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => navigate('/summaries')}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Requesting...' : 'Request Summary'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

function describeRange(range: CustomRange): string {
  if (!range.from) return 'Pick the first day, then the last.';
  if (!range.to) return `From ${formatCardDate(range.from)}: now pick the last day.`;
  if (range.from.toDateString() === range.to.toDateString()) return `Selected: ${formatCardDate(range.from)}`;
  return `Selected: ${formatDateRange(range.from, range.to)}`;
}
