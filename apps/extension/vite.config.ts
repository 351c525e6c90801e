import { crx } from '@crxjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import manifest from './manifest.config';

export default defineConfig({
  plugins: [react(), crx({ manifest })],
  build: {
    outDir: 'dist/chrome-mv3',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: { popup: 'popup.html', options: 'options.html' } },
  },
  server: { cors: { origin: [/chrome-extension:\/\//] } },
});
