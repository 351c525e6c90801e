import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { serviceWorker } from './vite-service-worker';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), serviceWorker()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // @precis/shared holds only schemas and constants. Declared free of side effects, importing one
      // constant from it does not pull every zod schema (and zod) into the first load.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]/, sideEffects: false }] },
    },
  },
});
