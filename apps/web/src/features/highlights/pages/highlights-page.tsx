import { PageHeader } from '@/components/ui/page-header';

export function HighlightsPage() {
  return <PageHeader title="Highlights" />;
}
