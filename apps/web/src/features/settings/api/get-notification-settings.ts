import { type NotificationSettingsState, notificationSettingsStateSchema } from '@precis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { notificationSettingKeys } from '@/lib/query-keys';

/** The stored settings, or null when none are stored yet (the API answers 404 then). */
export async function getNotificationSettings(
  signal?: AbortSignal,
): Promise<NotificationSettingsState | null> {
  try {
    return await apiRequest('/api/v1/notifications/settings', {
      schema: notificationSettingsStateSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const notificationSettingsQueryOptions = queryOptions({
  queryKey: notificationSettingKeys.all,
  queryFn: ({ signal }) => getNotificationSettings(signal),
  // The form owns the values once loaded: a background refetch must not overwrite what is being edited.
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions);
}
