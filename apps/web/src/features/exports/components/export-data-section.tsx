import { EXPORT_FORMATS, type ExportFormat } from '@precis/shared';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { SettingsSection } from '@/components/ui/settings-section';
import { exportUrl } from '../api/export-url';

const FORMAT_LABELS: Record<ExportFormat, { title: string; hint: string }> = {
  markdown: {
    title: 'Markdown for Obsidian',
    hint: 'A zip of notes: one per source, summaries in their own folder.',
  },
  csv: {
    title: 'CSV (Readwise)',
    hint: "Readwise's export columns: opens in spreadsheets and imports into Readwise.",
  },
  json: { title: 'JSON', hint: 'Everything, to import into another Precis account.' },
};

/** "Export your data": a format and an optional range of days, downloaded as a file. */
export function ExportDataSection() {
  const ids = { from: useId(), to: useId(), rangeError: useId() };
  const [format, setFormat] = useState<ExportFormat>('markdown');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const rangeError = from && to && to < from ? 'The end date must not be before the start date.' : undefined;

  return (
    <SettingsSection
      icon={Download}
      title="Export your data"
      description="Take your highlights, notes, tags and summaries with you. Leave the dates empty for everything."
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Format</legend>
        {EXPORT_FORMATS.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary"
          >
            <input
              type="radio"
              name="export-format"
              value={value}
              checked={format === value}
              onChange={() => setFormat(value)}
              className="mt-1 accent-primary"
            />
            <span>
              <span className="block text-sm font-medium">{FORMAT_LABELS[value].title}</span>
              <span className="block text-sm text-muted-foreground">{FORMAT_LABELS[value].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={ids.from}>From</Label>
          <Input
            id={ids.from}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.to}>To</Label>
          <Input
            id={ids.to}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? ids.rangeError : undefined}
          />
        </div>
      </div>
      <div className="mt-2">
        <FieldError id={ids.rangeError}>{rangeError}</FieldError>
      </div>
      <div className="mt-4">
        {rangeError ? (
          <Button disabled>
            <Download aria-hidden="true" /> Export
          </Button>
        ) : (
          <Button asChild>
            <a href={exportUrl({ format, from, to })} download>
              <Download aria-hidden="true" /> Export
            </a>
          </Button>
        )}
      </div>
    </SettingsSection>
  );
}
