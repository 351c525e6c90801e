import { PageHeader } from '@/components/ui/page-header';

export function HomePage() {
  return <PageHeader title="AI Suggested Categories" />;
}
