import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';

/** The settings page's block look, kept here so the export feature does not reach into the settings feature. */
export function SettingsSectionFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="p-5 sm:p-6">
        <div className="mb-5 flex items-start gap-3">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
            <Download className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id={headingId} className="text-lg font-semibold">
              {title}
            </h2>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
        </div>
        {children}
      </section>
    </Card>
  );
}
