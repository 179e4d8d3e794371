import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pxToViewport from 'postcss-px-to-viewport-8-plugin';
// By path, not by package name: Vite's default config loader, which the builder's build uses,
// leaves a package import to Node, and Node 20 cannot load the schema's TypeScript. A path is
// bundled into the config instead (and the schema's sources are an input of the builder's build).
import { DESIGN_PX_TO_VW } from '../schema/src/design-px-to-vw.ts';
import { columnUnits } from '../h5/column-units.ts';

/**
 * The builder, served by the server at /admin/. Block stylesheets get the visitor build's
 * px-to-vw conversion, so on the 375-px canvas (an iframe) they measure what a phone shows, and
 * its column units, so at a desktop width the canvas shows the 750-px column visitors see.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  css: {
    postcss: {
      plugins: [
        pxToViewport({
          ...DESIGN_PX_TO_VW,
          // Only the blocks' stylesheets are in design px; the builder's own chrome is not.
          exclude: [/node_modules/, /packages\/editor\//],
        }),
        columnUnits([/packages\/editor\//]),
      ],
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
});
