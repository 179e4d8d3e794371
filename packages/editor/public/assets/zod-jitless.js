// Runs before any module of the builder. zod reads its settings from this global when it loads,
// and decides whether to generate code when the first schema is built. The bundle can build a
// schema before the entry's own first line runs (a chunk it imports is evaluated first), and a
// probe for generated code is an eval the builder's Content-Security-Policy refuses and reports.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
