import type { ImportStatus } from '@precis/shared';

/** While an import runs its answers change: the page asks again this often (ms). */
export const POLL_INTERVAL_MS = 1000;

export const isSettled = (status: ImportStatus): boolean => status === 'DONE' || status === 'FAILED';
