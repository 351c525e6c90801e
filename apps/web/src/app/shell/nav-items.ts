import { FileText, Highlighter, House, LibraryBig, type LucideIcon, Settings } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'Home', icon: House },
  { to: '/highlights', label: 'Highlights', icon: Highlighter },
  { to: '/library', label: 'Library', icon: LibraryBig },
  { to: '/summaries', label: 'Summaries', icon: FileText },
];

export const SETTINGS_NAV: NavItem = { to: '/settings', label: 'Settings', icon: Settings };
