import type { CustomRange, FilterMode } from './filter-range';

/** What the request form hands the list after a request: the range it asked for, as local days. */
export interface RequestedRangeState {
  requestedRange: { from: string; to: string };
}

export function requestedRangeState(from: Date, to: Date): RequestedRangeState {
  return { requestedRange: { from: from.toISOString(), to: to.toISOString() } };
}

/**
 * The list opens on Today's Summary; right after a request for another range it opens on that range
 * (Custom Range), so the summary just requested is the one on screen.
 */
export function initialListView(state: unknown): { mode: FilterMode; custom: CustomRange } {
  const requested = readRequestedRange(state);
  if (!requested) return { mode: 'today', custom: {} };
  const today = new Date().toDateString();
  if (requested.from.toDateString() === today && requested.to.toDateString() === today) {
    return { mode: 'today', custom: {} };
  }
  return { mode: 'custom', custom: requested };
}

function readRequestedRange(state: unknown): { from: Date; to: Date } | undefined {
  if (typeof state !== 'object' || state === null || !('requestedRange' in state)) return undefined;
  const range = state.requestedRange;
  if (typeof range !== 'object' || range === null || !('from' in range) || !('to' in range)) return undefined;
  if (typeof range.from !== 'string' || typeof range.to !== 'string') return undefined;
  const from = new Date(range.from);
  const to = new Date(range.to);
  return Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) ? undefined : { from, to };
}
