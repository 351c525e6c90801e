import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { handleError } from '@/lib/notify';
import { sessionKeys } from '@/lib/query-keys';
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

export const SIGN_OUT_FAILED =
  'Sign-out failed: you are still signed in. Check your connection and try again.';

/** A 401 means the session had already ended: the person is signed out either way. */
async function signOutRequest(): Promise<void> {
  try {
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
  }
}

/**
 * Signs out, then forgets every cached answer and goes to /sign-in. When the server refuses, nothing is
 * pretended: the session is still valid, so the person stays where they are and is told it failed.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOutRequest,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryOptions.queryKey, null);
      navigate('/sign-in', { replace: true });
    },
    onError: (error) => handleError(error, SIGN_OUT_FAILED),
  });
}

export function useAuthConfig() {
  return useQuery({
    queryKey: sessionKeys.authConfig,
    queryFn: () => apiRequest('/api/auth-config', { schema: z.object({ signupsEnabled: z.boolean() }) }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
