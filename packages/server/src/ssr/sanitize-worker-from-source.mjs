// The sanitizer thread where the server runs from source (tests, `tsx`): a worker thread does not
// inherit the TypeScript loader, so it compiles sanitize-worker.ts itself. The built server starts
// dist/server/sanitize-worker.js instead (scripts/build-server.mjs).
import { tsImport } from 'tsx/esm/api';

await tsImport('./sanitize-worker.ts', import.meta.url);
