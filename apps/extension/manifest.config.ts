import { defineManifest } from '@crxjs/vite-plugin';
import { DEFAULT_ADDRESS, originPattern } from './src/lib/address.ts';
import { CAPTURE_COMMAND } from './src/lib/commands.ts';

export default defineManifest({
  manifest_version: 3,
  name: 'Precis',
  version: '0.1.0',
  description: 'Save a passage from any page to Precis with one shortcut.',
  icons: { 16: 'icon-16.png', 48: 'icon-48.png', 128: 'icon-128.png' },
  action: { default_popup: 'popup.html', default_title: 'Precis' },
  options_ui: { page: 'options.html', open_in_tab: true },
  background: { service_worker: 'src/background/index.ts', type: 'module' },
  permissions: ['storage', 'contextMenus', 'activeTab', 'scripting', 'alarms', 'unlimitedStorage'],
  // The API is reached only at the Precis address; another address is asked for when it is saved.
  host_permissions: [originPattern(DEFAULT_ADDRESS)],
  optional_host_permissions: ['http://*/*', 'https://*/*'],
  content_scripts: [
    {
      // The in-page shortcut and the sign-in handshake need a listener in the page; it talks to nothing but
      // the extension's own service worker.
      matches: ['http://*/*', 'https://*/*'],
      js: ['src/content/index.ts'],
      run_at: 'document_start',
      all_frames: false,
    },
  ],
  commands: {
    [CAPTURE_COMMAND]: {
      suggested_key: { default: 'Alt+Shift+H' },
      description: 'Save the selection to Precis',
    },
  },
});
