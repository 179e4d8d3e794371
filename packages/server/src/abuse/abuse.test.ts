import { abuseSuite } from '#test/suites/abuse-suite.ts';

// The anti-abuse suite on the embedded store (PGlite, in memory).
abuseSuite(() => null);
