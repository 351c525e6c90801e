import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SettingsSection } from '@/components/ui/settings-section';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The account itself: its password, and deleting it with everything in it. */
export function AccountSecuritySection() {
  const [deleting, setDeleting] = useState(false);
  return (
    <SettingsSection
      title="Account"
      description="Change your password or delete your account."
      icon={KeyRound}
    >
      <div className="space-y-8">
        <ChangePasswordForm />
        <div className="space-y-3 border-t border-border pt-6">
          <h3 className="text-base font-medium">Delete account</h3>
          <p className="text-sm text-muted-foreground">
            Deletes your account and everything in it, on this server, for good.
          </p>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            Delete account…
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </SettingsSection>
  );
}
