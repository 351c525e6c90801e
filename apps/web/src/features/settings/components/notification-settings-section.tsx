import { Bell } from 'lucide-react';
import { useState } from 'react';
import { SettingsSection } from '@/components/ui/settings-section';
import { Spinner } from '@/components/ui/spinner';
import { useErrorToast } from '@/lib/use-error-toast';
import { useNotificationSettings } from '../api/get-notification-settings';
import { defaultNotificationSettings } from '../notification-time';
import { DigestAddressNotice } from './digest-address-notice';
import { DigestLinksNotice } from './digest-links-notice';
import { NotificationSettingsForm } from './notification-settings-form';

export function NotificationSettingsSection({ primaryEmail }: { primaryEmail: string }) {
  const settings = useNotificationSettings();
  // A failed save reloads the stored settings; a new key then rebuilds the form from them.
  const [formVersion, setFormVersion] = useState(0);
  const [defaults] = useState(() => defaultNotificationSettings(primaryEmail));
  useErrorToast(settings.error, 'Failed to load notification settings. Using default values.');
  return (
    <SettingsSection
      title="Notification Settings"
      description="A digest of your highlights and their automatic summary, by e-mail."
      icon={Bell}
    >
      {settings.isPending ? (
        <Spinner label="Loading notification settings" className="py-6" />
      ) : (
        <>
          <DigestAddressNotice />
          <DigestLinksNotice />
          <NotificationSettingsForm
            key={formVersion}
            initial={settings.data ?? defaults}
            onSaveFailed={() => setFormVersion((version) => version + 1)}
          />
        </>
      )}
    </SettingsSection>
  );
}
