import { NotFound } from '@/components/ui/not-found';

export function NotFoundPage() {
  return (
    <NotFound
      title="Page not found"
      text="There is nothing at this address. It may have moved, or the link may be mistyped."
      backTo="/"
      backLabel="Go home"
    />
  );
}
