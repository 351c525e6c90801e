import { PageHeader } from '@/components/ui/page-header';

export function SummaryDetailsPage() {
  return <PageHeader title="Summary Details" />;
}
