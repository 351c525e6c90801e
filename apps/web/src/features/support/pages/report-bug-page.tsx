import { PageHeader } from '@/components/ui/page-header';

export function ReportBugPage() {
  return <PageHeader title="Report a Bug" />;
}
