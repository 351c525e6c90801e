import type { Source } from '@precis/shared';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useMergeSource } from '../api/change-source';
import { useSources } from '../api/get-sources';
import { highlightCount } from '../lib/source-kinds';

/** Picks another source (searchable) and moves this one's highlights into it; then shows the merged source. */
export function MergeSourceDialog({
  source,
  open,
  onOpenChange,
}: {
  source: Source;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Source | undefined>();
  const debounced = useDebouncedValue(search.trim(), 300);
  const candidates = useSources({ search: debounced, kind: '' });
  const merge = useMergeSource(source.id);
  const navigate = useNavigate();
  const others = (candidates.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (candidate) => candidate.id !== source.id,
  );

  const confirm = () => {
    if (!chosen) return;
    merge.mutate(chosen.id, {
      onSuccess: (merged) => {
        onOpenChange(false);
        void navigate(`/library/${encodeURIComponent(merged.id)}`, { replace: true });
      },
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">Merge into another source</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            The {highlightCount(source.highlightsCount)} of “{source.title}” move to the source you pick, and
            “{source.title}” is removed.
          </Dialog.Description>
          <SearchInput
            label="Search sources to merge into"
            placeholder="Search titles and authors..."
            value={search}
            onValueChange={setSearch}
          />
          <div className="min-h-24 overflow-y-auto">
            {candidates.isPending ? (
              <Spinner label="Loading sources" />
            ) : others.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">No other source matches.</p>
            ) : (
              <ul aria-label="Sources to merge into" className="grid gap-1">
                {others.map((candidate) => (
                  <li key={candidate.id}>
                    <button
                      type="button"
                      aria-pressed={chosen?.id === candidate.id}
                      onClick={() => setChosen(candidate)}
                      className={cn(
                        'w-full rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        chosen?.id === candidate.id && 'bg-primary/10 ring-1 ring-primary',
                      )}
                    >
                      <span className="block truncate font-medium">{candidate.title}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {[candidate.author, highlightCount(candidate.highlightsCount)]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
            <Button disabled={!chosen || merge.isPending} onClick={confirm}>
              {merge.isPending ? 'Merging...' : chosen ? `Merge into “${chosen.title}”` : 'Merge'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
