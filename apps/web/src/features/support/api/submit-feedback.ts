import {
  type SupportMessageCreated,
  supportMessageCreatedSchema,
  type UserFeedbackInput,
} from '@precis/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function submitFeedback(payload: UserFeedbackInput): Promise<SupportMessageCreated> {
  return apiRequest('/api/v1/support/user-feedback', {
    method: 'POST',
    body: payload,
    schema: supportMessageCreatedSchema,
  });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
