import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pxToViewport from 'postcss-px-to-viewport-8-plugin';

/**
 * The builder, served by the server at /admin/. Block stylesheets get the visitor build's
 * px-to-vw conversion, so on the 375-px canvas (an iframe) they measure what a phone shows.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  css: {
    postcss: {
      plugins: [
        pxToViewport({
          viewportWidth: 750,
          unitPrecision: 5,
          viewportUnit: 'vw',
          fontViewportUnit: 'vw',
          minPixelValue: 1,
          mediaQuery: false,
          // Only the blocks' stylesheets are in design px; the builder's own chrome is not.
          exclude: [/node_modules/, /packages\/editor\//],
        }),
      ],
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
});
