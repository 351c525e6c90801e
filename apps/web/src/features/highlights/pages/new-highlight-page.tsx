import { PageHeader } from '@/components/ui/page-header';

export function NewHighlightPage() {
  return <PageHeader title="Add New Highlight" />;
}
