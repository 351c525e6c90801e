import { ChevronRight, FileUp } from 'lucide-react';
import { Link } from 'react-router';
import { SettingsSection } from '@/components/ui/settings-section';

/** Where Settings leads to the Import page. */
export function ImportSection() {
  return (
    <SettingsSection
      title="Import"
      description="Bring highlights from Kindle, Readwise, Omnivore or a Precis export."
      icon={FileUp}
    >
      <Link
        to="/import"
        className="-mx-2 flex items-center gap-3 rounded-md px-2 py-3 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="min-w-0 flex-1 text-sm font-medium">Import highlights</span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </SettingsSection>
  );
}
