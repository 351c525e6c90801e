import { Plus } from 'lucide-react';
import { Link } from 'react-router';

export function FloatingAddButton({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="fixed right-6 bottom-6 z-30 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Plus className="size-6" aria-hidden="true" />
    </Link>
  );
}
