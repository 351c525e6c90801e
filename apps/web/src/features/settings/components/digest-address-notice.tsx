import { useNotificationSettings } from '../api/get-notification-settings';

/** Says that digests wait for the address's owner to open the confirmation link. */
export function DigestAddressNotice() {
  const settings = useNotificationSettings();
  if (!settings.data || settings.data.emailConfirmed) return null;
  return (
    <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
      We sent a confirmation link to {settings.data.email}. Digests go there once the address is confirmed
      from that e-mail.
    </p>
  );
}
