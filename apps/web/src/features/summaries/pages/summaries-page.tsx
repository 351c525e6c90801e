import { PageHeader } from '@/components/ui/page-header';

export function SummariesPage() {
  return <PageHeader title="Summaries" />;
}
