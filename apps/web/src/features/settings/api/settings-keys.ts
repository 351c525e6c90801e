/** Query keys of the settings screen. Usage counts live under ['usage-limits'], which other features refresh. */
export const settingsKeys = {
  notificationSettings: ['notification-settings'] as const,
  usageLimits: ['usage-limits'] as const,
};
