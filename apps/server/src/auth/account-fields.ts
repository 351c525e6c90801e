import { displayNameSchema } from '@precis/shared';

const NAME_ROUTES = new Set(['/api/auth/sign-up/email', '/api/auth/update-user']);

/**
 * better-auth takes any string as a name: a 900 KB one with line breaks made each support mail 1.87 MB and
 * forged lines in it. The name of a sign-up or profile update is held to the shared display-name rules.
 */
export function refusedDisplayName(
  route: string,
  body: unknown,
): { field: string; message: string } | undefined {
  if (!NAME_ROUTES.has(route) || !body || typeof body !== 'object') return undefined;
  const name: unknown = Reflect.get(body, 'name');
  if (name === undefined && route === '/api/auth/update-user') return undefined;
  const parsed = displayNameSchema.safeParse(name);
  if (parsed.success) return undefined;
  return { field: 'name', message: parsed.error.issues[0]?.message ?? 'Enter a valid name.' };
}
