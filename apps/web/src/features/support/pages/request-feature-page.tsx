import { PageHeader } from '@/components/ui/page-header';

export function RequestFeaturePage() {
  return <PageHeader title="Request a Feature" />;
}
