import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
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

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      apiRequest('/api/auth/sign-up/email', { method: 'POST', body: input }),
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
