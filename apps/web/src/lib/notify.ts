import type { toast as sonnerToast } from 'sonner';
import { ApiRequestError } from './api-client';
import { loadSonner } from './toasts';

export const ERROR_TOAST_DURATION_MS = 3000;

function showToast(show: (toast: typeof sonnerToast) => void): void {
  loadSonner().then(
    ({ toast }) => show(toast),
    (error: unknown) => console.error('The notification could not be shown:', error),
  );
}

export function notifySuccess(title: string, description?: string): void {
  showToast((toast) => toast.success(title, { description }));
}

export function notifyError(message: string, title = 'Error'): void {
  showToast((toast) => toast.error(title, { description: message, duration: ERROR_TOAST_DURATION_MS }));
}

/**
 * The one place a failed call becomes a toast. By default the screen's own message is shown; with
 * `preferServerMessage` the server's words win when the API answered with them (summary requests).
 */
export function handleError(
  error: unknown,
  fallbackMessage: string,
  options: { preferServerMessage?: boolean } = {},
): void {
  if (options.preferServerMessage && error instanceof ApiRequestError) {
    notifyError(error.serverMessage ?? fallbackMessage);
    return;
  }
  if (import.meta.env.DEV) console.error(error);
  notifyError(fallbackMessage);
}
