import {
  CATEGORY_GROUP_NAMES,
  CATEGORY_GROUPS,
  type CategoryCode,
  type CategoryGroup,
  categoryDisplayName,
  isCategoryCode,
} from '@precis/shared';
import { Select } from 'radix-ui';
import { useId } from 'react';
import { Label } from '@/components/ui/input';
import { SelectContent, SelectItem, SelectTrigger } from './select-parts';

// Radix Select items cannot have an empty value, so "no category" has a value of its own.
const ALL = 'ALL';
const groups = Object.entries(CATEGORY_GROUPS) as [CategoryGroup, readonly CategoryCode[]][];

export function CategorySelect({
  value,
  onChange,
}: {
  value: CategoryCode | undefined;
  onChange(value: CategoryCode | undefined): void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Category (optional)</Label>
      <Select.Root
        value={value ?? ALL}
        onValueChange={(next) => onChange(isCategoryCode(next) ? next : undefined)}
      >
        <SelectTrigger id={id} />
        <SelectContent>
          <SelectItem value={ALL}>All categories</SelectItem>
          {groups.map(([group, codes]) => (
            <Select.Group key={group}>
              <Select.Label className="px-2 pt-2 pb-1 text-xs font-semibold text-muted-foreground">
                {CATEGORY_GROUP_NAMES[group]}
              </Select.Label>
              {codes.map((code) => (
                <SelectItem key={code} value={code}>
                  {categoryDisplayName(code)}
                </SelectItem>
              ))}
            </Select.Group>
          ))}
        </SelectContent>
      </Select.Root>
    </div>
  );
}
