import type { HighlightTotals } from '@precis/shared';
import { BriefcaseBusiness, Cpu, GraduationCap, type LucideIcon, SquareCheckBig } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/spinner';

const GROUPS: { key: keyof Omit<HighlightTotals, 'total'>; name: string; icon: LucideIcon }[] = [
  { key: 'productivity', name: 'Productivity', icon: SquareCheckBig },
  { key: 'technology', name: 'Technology', icon: Cpu },
  { key: 'learning', name: 'Learning', icon: GraduationCap },
  { key: 'business', name: 'Business', icon: BriefcaseBusiness },
];

/** The four dashboard groups with how many highlights carry at least one of their categories. */
export function CategoryGroupCards({ totals, isPending }: { totals?: HighlightTotals; isPending: boolean }) {
  return (
    <ul aria-label="Highlights per category" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {GROUPS.map(({ key, name, icon: Icon }) => (
        <li key={key}>
          <Card className="flex h-full flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
            <div className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </div>
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-muted-foreground">{name}</p>
              {isPending ? (
                <Skeleton className="mt-1 h-7 w-10" />
              ) : (
                <p className="text-2xl font-bold tabular-nums">
                  {totals ? totals[key] : '–'}
                  <span className="sr-only"> highlights</span>
                </p>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
