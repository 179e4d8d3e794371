/**
 * Business constants, limits, timings, paths and visitor texts of the product spec
 * (`shared/seed/spec.md`, sections 2 to 9). Every value here is a requirement: change one only
 * when the spec changes. No zod and no runtime dependencies, so the visitor bundle can import it.
 */

// Split by topic so the visitor bundle takes only the modules it uses (sideEffects: false).
export * from './constants/actions.ts';
export * from './constants/timing.ts';
export * from './constants/routing.ts';
export * from './constants/gateway.ts';
export * from './constants/messages.ts';
