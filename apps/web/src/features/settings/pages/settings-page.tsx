import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/features/auth';
import { ExportDataSection } from '@/features/exports';
import { AccountSection } from '../components/account-section';
import { AccountSecuritySection } from '../components/account-security-section';
import { ApiTokensSection } from '../components/api-tokens-section';
import { AppInfoSection } from '../components/app-info-section';
import { ImportSection } from '../components/import-section';
import { NotificationSettingsSection } from '../components/notification-settings-section';
import { ReadwiseAppsSection } from '../components/readwise-apps-section';
import { ReviewSettingsSection } from '../components/review-settings-section';
import { SessionsSection } from '../components/sessions-section';
import { UsageLimitsSection } from '../components/usage-limits-section';

export function SettingsPage() {
  // The shell renders this page only once the session is known and signed in.
  const { data: user } = useSession();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Settings" description="Your account, e-mail digests, today's usage and support." />
      <div className="space-y-6">
        {user && <AccountSection user={user} />}
        {user && <NotificationSettingsSection primaryEmail={user.email} />}
        <ApiTokensSection />
        <ReadwiseAppsSection />
        <SessionsSection />
        <AccountSecuritySection />
        <ReviewSettingsSection />
        <UsageLimitsSection />
        <ExportDataSection />
        <ImportSection />
        <AppInfoSection />
      </div>
    </div>
  );
}
