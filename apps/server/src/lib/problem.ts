import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@precis/shared';

/** Builds the one error shape every non-2xx answer carries (docs/product-rules.md, Errors). */
export function problem(
  status: number,
  title?: string,
  extra: Omit<ApiError, 'title' | 'status'> = {},
): ApiError {
  return { title: title || STATUS_CODES[status] || 'Error', status, ...extra };
}
