import { describe } from 'vitest';
import { simulatedTradingSuite } from '#test/suites/simulated-trading-suite.ts';

describe('simulated trading and the stock competition on PGlite', () => {
  simulatedTradingSuite(async () => ({}));
});
