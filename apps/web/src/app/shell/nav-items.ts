import { FileText, Highlighter, House, LibraryBig, type LucideIcon, Repeat, Settings } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** A count shown beside the label (today's review). */
  badge?: 'review';
}

export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'Home', icon: House },
  { to: '/highlights', label: 'Highlights', icon: Highlighter },
  { to: '/library', label: 'Library', icon: LibraryBig },
  { to: '/summaries', label: 'Summaries', icon: FileText },
  { to: '/review', label: 'Review', icon: Repeat, badge: 'review' },
];

export const SETTINGS_NAV: NavItem = { to: '/settings', label: 'Settings', icon: Settings };
