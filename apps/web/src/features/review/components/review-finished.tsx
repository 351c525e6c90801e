import { CalendarCheck, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** What the review page shows once nothing is left for today. */
export function ReviewFinished({ total, streak }: { total: number; streak: number }) {
  if (total === 0) {
    return (
      <EmptyState
        icon={<CalendarCheck />}
        title="Nothing to review today"
        text="Highlights you save enter your daily review the day after, a few at a time. Come back tomorrow."
        action={
          <Button asChild>
            <Link to="/highlights/new">Add a highlight</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<Flame />}
      title="You’re done for today"
      text={`You reviewed ${total} ${total === 1 ? 'highlight' : 'highlights'}. ${
        streak > 1 ? `That’s a ${streak}-day streak.` : 'Come back tomorrow to start a streak.'
      }`}
      action={
        <Button asChild variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      }
    />
  );
}
