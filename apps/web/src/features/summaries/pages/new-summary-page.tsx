import { PageHeader } from '@/components/ui/page-header';

export function NewSummaryPage() {
  return <PageHeader title="Summary Request Form" />;
}
