import { z } from 'zod';

/** The window message the /auth-completed page posts for the browser extension once sign-in finished. */
export const AUTH_COMPLETED_MESSAGE_TYPE = 'TRIGGER_AUTHENTICATED_PAGE';

export const authCompletedMessageSchema = z.object({
  type: z.literal(AUTH_COMPLETED_MESSAGE_TYPE),
  text: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
});

export type AuthCompletedMessage = z.infer<typeof authCompletedMessageSchema>;

/**
 * The address of a Precis server as a person types it ("precis.example.org", "http://localhost:3000/"),
 * reduced to its origin. Plain http is accepted: self-hosted servers often run on a home network.
 */
export const precisAddressSchema = z
  .string({ error: 'Enter the address of your Precis server.' })
  .trim()
  .min(1, 'Enter the address of your Precis server.')
  .transform((value, context) => {
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      context.addIssue({ code: 'custom', message: 'Enter an address like https://precis.example.org.' });
      return z.NEVER;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      context.addIssue({ code: 'custom', message: 'The address must start with http:// or https://.' });
      return z.NEVER;
    }
    if (url.username || url.password) {
      context.addIssue({ code: 'custom', message: 'Leave the user name and password out of the address.' });
      return z.NEVER;
    }
    return url.origin;
  });
