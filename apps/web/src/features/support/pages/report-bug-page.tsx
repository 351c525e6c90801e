import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { BugReportForm } from '../components/bug-report-form';

export function ReportBugPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Report a Bug"
        description="Something not working as it should? Tell us what happened and we'll look into it."
      />
      <Card className="p-5 sm:p-6">
        <BugReportForm />
      </Card>
    </div>
  );
}
