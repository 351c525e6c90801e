import { useNotificationSettings } from '../api/get-notification-settings';

/** The origin of an address, or undefined when it is not one. */
function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/**
 * Says where e-mail links lead when it is not the address this page was opened at: a home server opened as
 * http://192.168.1.20:3000 without PUBLIC_URL mails links to localhost, which open nothing on a phone.
 */
export function DigestLinksNotice() {
  const settings = useNotificationSettings();
  const linksTo = settings.data?.linksTo;
  if (!linksTo || originOf(linksTo) === window.location.origin) return null;
  return (
    <p role="note" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
      Links in these e-mails open {linksTo}, not the address you are using now. If that address does not reach
      Precis from where you read your mail, the server's administrator sets PUBLIC_URL to the address people
      use (see the README).
    </p>
  );
}
