import { describe } from 'vitest';
import { simulatedTradingSuite } from './simulated-trading-suite.ts';

describe('simulated trading and the stock competition on PGlite', () => {
  simulatedTradingSuite(async () => ({}));
});
