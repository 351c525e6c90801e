// The review feature's public surface: what the dashboard, settings and highlight pages use. The shell
// uses `./nav-badge` instead, which keeps this feature out of the first load.

export { ReviewDashboardCard } from './components/review-dashboard-card';
export { ReviewSettingsFields } from './components/review-settings-fields';
export { ReviewStatusPanel } from './components/review-status-panel';
