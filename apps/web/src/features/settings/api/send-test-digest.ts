import { type NotificationTest, notificationTestSchema } from '@precis/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError, notifySuccess } from '@/lib/notify';

export function sendTestDigest(): Promise<NotificationTest> {
  return apiRequest('/api/v1/notifications/test', { method: 'POST', schema: notificationTestSchema });
}

export function useSendTestDigest() {
  return useMutation({
    mutationFn: sendTestDigest,
    onSuccess: (result) => notifySuccess('Test e-mail on its way', `Check the inbox of ${result.email}.`),
    // The server says why (no settings yet, hourly limit reached) better than a generic line.
    onError: (error) =>
      handleError(error, 'Failed to send the test e-mail. Please try again.', { preferServerMessage: true }),
  });
}
