import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  text,
  action,
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  /** 1 when the empty state is the whole page (not found), so the page still has its main heading. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
      {icon && <div className="text-muted-foreground [&_svg]:size-10">{icon}</div>}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {text && <p className="max-w-md text-sm text-muted-foreground">{text}</p>}
      {action}
    </div>
  );
}
