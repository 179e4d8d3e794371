export { createEnvAdapter, loginUrlFor } from './env-adapter.ts';
export type { EnvAdapterOptions, EnvWindow } from './env-adapter.ts';
export { createNativeBridge, DEFAULT_BRIDGE_NAMES } from './native-bridge.ts';
export type { NativeBridge, NativeBridgeNames, NativeMessage } from './native-bridge.ts';
