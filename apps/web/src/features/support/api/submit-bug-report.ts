import { type BugReportInput, type SupportMessageCreated, supportMessageCreatedSchema } from '@precis/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function submitBugReport(payload: BugReportInput): Promise<SupportMessageCreated> {
  return apiRequest('/api/v1/support/bug-report', {
    method: 'POST',
    body: payload,
    schema: supportMessageCreatedSchema,
  });
}

export function useSubmitBugReport() {
  return useMutation({ mutationFn: submitBugReport });
}
