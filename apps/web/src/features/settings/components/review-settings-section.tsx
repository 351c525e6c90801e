import { Repeat } from 'lucide-react';
import { SettingsSection } from '@/components/ui/settings-section';
import { ReviewSettingsFields } from '@/features/review';

export function ReviewSettingsSection() {
  return (
    <SettingsSection
      title="Daily review"
      description="Highlights come back on a spaced-repetition schedule; new ones join a few at a time."
      icon={Repeat}
    >
      <ReviewSettingsFields />
    </SettingsSection>
  );
}
