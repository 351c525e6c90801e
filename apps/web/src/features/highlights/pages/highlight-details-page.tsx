import { PageHeader } from '@/components/ui/page-header';

export function HighlightDetailsPage() {
  return <PageHeader title="Highlight Details" />;
}
