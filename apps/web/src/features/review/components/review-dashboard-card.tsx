import { Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useReviewToday } from '../api/get-review-today';

/** The home dashboard's "Daily Review" card: how many highlights wait today, and the way in. */
export function ReviewDashboardCard() {
  const today = useReviewToday();
  const remaining = today.data?.remaining;
  const text =
    remaining === undefined
      ? today.isError
        ? 'Your review could not be loaded.'
        : 'Loading…'
      : remaining === 0
        ? today.data && today.data.total > 0
          ? 'Done for today. See you tomorrow.'
          : 'Nothing is due today.'
        : `${remaining} ${remaining === 1 ? 'highlight' : 'highlights'} to review today.`;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
          <Repeat className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-lg font-semibold">Daily Review</h2>
          <p className="text-sm text-muted-foreground">{text}</p>
        </div>
      </div>
      <Button asChild variant={remaining ? 'default' : 'outline'}>
        <Link to="/review">{remaining ? 'Start review' : 'Open review'}</Link>
      </Button>
    </Card>
  );
}
