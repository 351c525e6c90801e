/**
 * Whether a parsed JSON value nests deeper than `maxDepth` arrays/objects. Iterative on purpose: the point
 * is to refuse a megabyte of `[[[[...` before a recursive walker (JSON.stringify, a validator) overflows
 * the stack on it.
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || next.value === null || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > maxDepth) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return false;
}
