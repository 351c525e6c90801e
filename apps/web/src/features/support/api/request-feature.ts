import {
  type FeatureRequestInput,
  type SupportMessageCreated,
  supportMessageCreatedSchema,
} from '@precis/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function requestFeature(payload: FeatureRequestInput): Promise<SupportMessageCreated> {
  return apiRequest('/api/v1/support/feature-request', {
    method: 'POST',
    body: payload,
    schema: supportMessageCreatedSchema,
  });
}

export function useRequestFeature() {
  return useMutation({ mutationFn: requestFeature });
}
