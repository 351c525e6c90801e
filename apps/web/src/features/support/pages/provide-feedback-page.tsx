import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { FeedbackForm } from '../components/feedback-form';

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:opacity-80';

export function ProvideFeedbackPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Provide Feedback"
        description="Ideas, praise or anything else on your mind: every message is read."
      />
      <Card className="p-5 sm:p-6">
        <FeedbackForm />
      </Card>
      <p className="mt-4 text-sm text-muted-foreground">
        Something broken?{' '}
        <Link to="/report-bug" className={linkClass}>
          Report a bug
        </Link>
        . Missing a feature?{' '}
        <Link to="/request-feature" className={linkClass}>
          Request a feature
        </Link>
        .
      </p>
    </div>
  );
}
