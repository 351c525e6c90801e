import { type SupportMessageCreated, supportMessageCreatedSchema } from '@precis/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError, notifySuccess } from '@/lib/notify';
import type { SupportFormConfig } from '../support-forms';

export function submitSupportMessage(path: string, payload: unknown): Promise<SupportMessageCreated> {
  return apiRequest(path, { method: 'POST', body: payload, schema: supportMessageCreatedSchema });
}

/** Sends one of the support forms; its table entry says where, and what the toasts say. */
export function useSubmitSupportMessage<Values, Payload>(config: SupportFormConfig<Values, Payload>) {
  return useMutation({
    mutationFn: (payload: Payload) => submitSupportMessage(config.path, payload),
    onSuccess: () => notifySuccess(config.success.title, config.success.description),
    onError: (error) => handleError(error, config.failure),
  });
}
