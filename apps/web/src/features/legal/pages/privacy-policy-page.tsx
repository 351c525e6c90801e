import { PageHeader } from '@/components/ui/page-header';

export function PrivacyPolicyPage() {
  return <PageHeader title="Privacy Policy" />;
}
