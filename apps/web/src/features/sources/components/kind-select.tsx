import type { SourceKind } from '@precis/shared';
import { KIND_OPTIONS } from '../lib/source-kinds';

/** A native select of source kinds; `allLabel` adds an "any kind" choice (value ''). */
export function KindSelect({
  value,
  onChange,
  label,
  allLabel,
  id,
}: {
  value: SourceKind | '';
  onChange(kind: SourceKind | ''): void;
  label: string;
  allLabel?: string;
  id?: string;
}) {
  return (
    <select
      id={id}
      aria-label={id ? undefined : label}
      className="h-10 rounded-md border border-input bg-background px-3 text-sm"
      value={value}
      onChange={(event) =>
        onChange(KIND_OPTIONS.find((option) => option.value === event.target.value)?.value ?? '')
      }
    >
      {allLabel && <option value="">{allLabel}</option>}
      {KIND_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
