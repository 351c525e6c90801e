import { PageHeader } from '@/components/ui/page-header';

export function TermsOfServicePage() {
  return <PageHeader title="Terms of Service" />;
}
