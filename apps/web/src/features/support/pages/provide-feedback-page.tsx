import { PageHeader } from '@/components/ui/page-header';

export function ProvideFeedbackPage() {
  return <PageHeader title="Provide Feedback" />;
}
