import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * `vite` alone serves only the SPA; the local stack (scripts/) serves SPA + /api on one origin.
 * Set CQ_API_ORIGIN to proxy the API, runtime config and Cognito proxy when running plain `vite`.
 */
const apiOrigin = process.env.CQ_API_ORIGIN;
const proxy = apiOrigin
  ? Object.fromEntries(['/api', '/config.json', '/cognito'].map((p) => [p, { target: apiOrigin, changeOrigin: false }]))
  : undefined;

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true, sourcemap: 'hidden' },
  server: { proxy },
});
