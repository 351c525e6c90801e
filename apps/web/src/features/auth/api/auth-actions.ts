import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { sessionQueryOptions } from './session';

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput extends SignInInput {
  name: string;
}

/** Signing in or up sets the session cookie; the session query is then refetched so the shell updates. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      apiRequest('/api/auth/sign-in/email', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
  });
}

/**
 * A sign-up answers alike whether or not the address already has an account (so it reveals neither), and
 * so does not sign in by itself: the new account signs in right after with the same password.
 */
/** The sign-up went through but its password does not sign in: the address already had an account. */
export class AddressMayHaveAccountError extends Error {
  constructor() {
    super(
      'If this address already has an account, we have sent it an e-mail. Sign in instead, or reset your password.',
    );
  }
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await apiRequest('/api/auth/sign-up/email', { method: 'POST', body: input });
      try {
        return await apiRequest('/api/auth/sign-in/email', {
          method: 'POST',
          body: { email: input.email, password: input.password },
        });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) throw new AddressMayHaveAccountError();
        throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryOptions.queryKey, null);
    },
  });
}

export function useAuthConfig() {
  return useQuery({
    queryKey: ['auth-config'],
    queryFn: () => apiRequest('/api/auth-config', { schema: z.object({ signupsEnabled: z.boolean() }) }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
