import { APP_VERSION } from '@precis/shared';
import {
  Bug,
  ChevronRight,
  FileText,
  Info,
  Lightbulb,
  type LucideIcon,
  MessageSquare,
  Shield,
} from 'lucide-react';
import { Link } from 'react-router';
import { SettingsSection } from '@/components/ui/settings-section';

const LINKS: { to: string; label: string; description: string; icon: LucideIcon }[] = [
  { to: '/report-bug', label: 'Report a Bug', description: 'Tell us what went wrong.', icon: Bug },
  {
    to: '/provide-feedback',
    label: 'Provide Feedback',
    description: 'Share what works and what does not.',
    icon: MessageSquare,
  },
  {
    to: '/request-feature',
    label: 'Request a Feature',
    description: 'Suggest what Precis should do next.',
    icon: Lightbulb,
  },
  { to: '/privacy-policy', label: 'Privacy Policy', description: 'How your data is handled.', icon: Shield },
  {
    to: '/terms-of-service',
    label: 'Terms of Service',
    description: 'The rules of using Precis.',
    icon: FileText,
  },
];

export function AppInfoSection() {
  return (
    <SettingsSection title="App Info & Support" description="Help, feedback and the fine print." icon={Info}>
      <ul className="-mx-2 divide-y divide-border">
        {LINKS.map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium">{label}</span>
                <span className="block text-xs text-muted-foreground">{description}</span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-muted-foreground">Precis version {APP_VERSION}</p>
    </SettingsSection>
  );
}
