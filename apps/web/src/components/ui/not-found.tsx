import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';
import { EmptyState } from './empty-state';

/**
 * The one not-found screen: a missing page, highlight, summary or source all look alike and offer one way
 * back. `headingLevel` 2 where the page already has its own h1 above it.
 */
export function NotFound({
  title,
  text,
  backTo,
  backLabel,
  headingLevel = 1,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
  headingLevel?: 1 | 2;
}) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={<FileQuestion />}
      title={title}
      text={text}
      action={
        <Button asChild>
          <Link to={backTo}>{backLabel}</Link>
        </Button>
      }
    />
  );
}
