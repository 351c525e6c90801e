/** Installs the service worker that lets the app shell open offline (built app only: dev has no sw.js). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as before, just not offline.
    });
  });
}
