import { Search, X } from 'lucide-react';
import { type ComponentProps, useId, useRef } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

type SearchInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange(value: string): void;
  /** The field's accessible name; shown to screen readers, the magnifier stands for it on screen. */
  label?: string;
};

/** A search box with a clear button (aria-label "Clear search"); Escape clears it too. */
export function SearchInput({
  value,
  onValueChange,
  label = 'Search',
  className,
  onKeyDown,
  ...props
}: SearchInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    onValueChange('');
    inputRef.current?.focus();
  };
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={inputRef}
        id={id}
        type="search"
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onValueChange('');
          }
          onKeyDown?.(event);
        }}
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
        {...props}
      />
      {value && (
        <button
          type="button"
          aria-label="Clear search"
          title="Clear search"
          onClick={clear}
          className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
