import { cn } from '@/lib/utils';

export type SearchScope = 'day' | 'all';

const OPTIONS: { value: SearchScope; label: string }[] = [
  { value: 'day', label: 'This day' },
  { value: 'all', label: 'All days' },
];

/** Where a search looks: the selected day or every day, as a pair of radio buttons drawn as one control. */
export function SearchScopeToggle({
  value,
  onChange,
}: {
  value: SearchScope;
  onChange(value: SearchScope): void;
}) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Search in</legend>
      <span aria-hidden="true" className="text-sm text-muted-foreground">
        Search in
      </span>
      <div className="inline-flex rounded-md border border-border bg-card p-0.5">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'cursor-pointer rounded px-3 py-1.5 text-sm font-medium has-focus-visible:ring-2 has-focus-visible:ring-ring',
              value === option.value
                ? 'bg-primary text-primary-foreground'
                : 'text-foreground hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name="search-scope"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
