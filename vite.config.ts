import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./web'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': here('./web'), '@contracts': here('./contracts') } },
  // The manifest tells scripts/size.mjs which chunks the first screen needs.
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
  // The server's first render of a page (web/ssr, `vite build --ssr`, decision 023) is one
  // self-contained bundle: it needs none of the client's packages installed at run time.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    // In development the API runs on its own port (npm run dev starts both).
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
}));
