import { LIMITS } from '@precis/shared';
import { TextField } from '@/components/ui/text-field';

/** The optional contact e-mail of a support form, with the line that says what happens to it. */
export function OptionalEmailField({
  value,
  onChange,
  error,
  note,
}: {
  value: string;
  onChange(email: string): void;
  error?: string;
  note: string;
}) {
  return (
    <>
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        maxLength={LIMITS.emailMax}
        placeholder="you@example.com"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      <p className="-mt-3 text-xs text-muted-foreground">{note}</p>
    </>
  );
}
