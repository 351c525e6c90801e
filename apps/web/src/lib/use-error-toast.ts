import { useEffect } from 'react';
import { handleError } from './notify';

/**
 * Shows the screen's error toast once per failure of a query (TanStack Query v5 has no onError on
 * queries). Pass `null` as the error to stay silent, e.g. for a 404 that the screen shows itself.
 */
export function useErrorToast(error: unknown, message: string): void {
  useEffect(() => {
    if (error) handleError(error, message);
  }, [error, message]);
}
