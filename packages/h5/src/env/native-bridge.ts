import type { NativeMessage } from './native-messages.ts';

export type { NativeMessage } from './native-messages.ts';

export interface NativeBridgeNames {
  /** iOS: `window.webkit.messageHandlers.<iosHandler>.postMessage(message)`. */
  iosHandler: string;
  /** Android: `window.<androidInterface>.<androidMethod>(JSON.stringify(message))`. */
  androidInterface: string;
  androidMethod: string;
}

// The names the app registers: the ONE place they are written. The message types are the contract
// (schema NATIVE_MESSAGE_TYPE); the handler names are ours until the app team confirms them.
export const DEFAULT_BRIDGE_NAMES: NativeBridgeNames = {
  iosHandler: 'n8Bridge',
  androidInterface: 'n8Bridge',
  androidMethod: 'postMessage',
};

export interface NativeBridge {
  /** Whether a bridge to the app is present in this window. */
  available(): boolean;
  /** Sends a message; false (never an exception) when it could not be sent. */
  post(message: NativeMessage): boolean;
}

export interface NativeBridgeOptions {
  names?: NativeBridgeNames;
  /** Which side to try first (from the user agent); both are tried either way. */
  prefer?: 'ios' | 'android';
  log?: (message: string, error?: unknown) => void;
}

type BridgeWindow = {
  webkit?: {
    messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined>;
  };
} & Record<string, unknown>;

type Sender = (message: NativeMessage) => void;

/**
 * The seam to the app web view: the iOS webkit message handler (gets the message object) or the
 * Android JS interface (gets its JSON). Reads the window at each call: the app may inject its
 * handlers after the page has loaded.
 */
export function createNativeBridge(
  win: object | undefined = typeof window !== 'undefined' ? window : undefined,
  { names = DEFAULT_BRIDGE_NAMES, prefer = 'ios', log = console.warn }: NativeBridgeOptions = {},
): NativeBridge {
  const target = win as BridgeWindow | undefined;
  const ios = (): Sender | undefined => {
    const handler = target?.webkit?.messageHandlers?.[names.iosHandler];
    return handler && typeof handler.postMessage === 'function'
      ? (message) => handler.postMessage(message)
      : undefined;
  };
  const android = (): Sender | undefined => {
    const iface = target?.[names.androidInterface] as Record<string, unknown> | undefined;
    const method = iface?.[names.androidMethod];
    return typeof method === 'function'
      ? (message) => method.call(iface, JSON.stringify(message))
      : undefined;
  };
  const sender = () => (prefer === 'android' ? (android() ?? ios()) : (ios() ?? android()));
  return {
    available: () => sender() !== undefined,
    post(message) {
      const send = sender();
      if (!send) return false;
      try {
        send(message);
        return true;
      } catch (error) {
        log(`[h5-page] native bridge: message type ${message.type} failed`, error);
        return false;
      }
    },
  };
}
