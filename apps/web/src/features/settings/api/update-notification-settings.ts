import {
  type NotificationSettings,
  type NotificationSettingsState,
  notificationSettingsStateSchema,
} from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError } from '@/lib/notify';
import { notificationSettingKeys } from '@/lib/query-keys';

export function updateNotificationSettings(
  settings: NotificationSettings,
): Promise<NotificationSettingsState> {
  return apiRequest('/api/v1/notifications/settings', {
    method: 'PUT',
    body: settings,
    schema: notificationSettingsStateSchema,
  });
}

/**
 * Saves the whole form: every change saves by itself, so success is said once, quietly, by the form (a toast
 * per change would pile up while someone adjusts the time). Saves run one after another (a
 * shared mutation scope), so quick successive changes reach the server in order. On failure the stored
 * settings are fetched again before the caller's onError runs, so the form can show them.
 */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    scope: { id: 'notification-settings' },
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationSettingKeys.all, saved);
    },
    onError: async (error) => {
      handleError(error, 'Failed to update notification settings. Retaining previous settings.');
      await queryClient.refetchQueries({ queryKey: notificationSettingKeys.all });
    },
  });
}
