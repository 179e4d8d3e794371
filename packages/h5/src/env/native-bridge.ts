/** A message to the app (its `type` is one of NATIVE_MESSAGE_TYPE; the rest is the payload). */
export interface NativeMessage {
  type: number;
  [field: string]: unknown;
}

export interface NativeBridgeNames {
  /** iOS: `window.webkit.messageHandlers.<iosHandler>.postMessage(message)`. */
  iosHandler: string;
  /** Android: `window.<androidInterface>.<androidMethod>(JSON)`. */
  androidInterface: string;
  androidMethod: string;
}

// The names the app registers. The message types are the contract (schema NATIVE_MESSAGE_TYPE);
// the handler names are ours until the app team confirms them.
export const DEFAULT_BRIDGE_NAMES: NativeBridgeNames = {
  iosHandler: 'n8Bridge',
  androidInterface: 'n8Bridge',
  androidMethod: 'postMessage',
};

export interface NativeBridge {
  /** Whether a bridge to the app is present in this window. */
  available(): boolean;
  /** Sends a message; false when there is no bridge to send it through. */
  post(message: NativeMessage): boolean;
}

type BridgeWindow = {
  webkit?: {
    messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined>;
  };
} & Record<string, unknown>;

/** The seam to the app web view: iOS webkit message handler, or the Android JS interface. */
export function createNativeBridge(
  win: object | undefined = typeof window !== 'undefined' ? window : undefined,
  names: NativeBridgeNames = DEFAULT_BRIDGE_NAMES,
): NativeBridge {
  const target = win as BridgeWindow | undefined;
  const ios = () => target?.webkit?.messageHandlers?.[names.iosHandler];
  const android = () => {
    const iface = target?.[names.androidInterface] as Record<string, unknown> | undefined;
    const method = iface?.[names.androidMethod];
    return typeof method === 'function' ? (json: string) => method.call(iface, json) : undefined;
  };
  return {
    available: () => Boolean(ios() ?? android()),
    post(message) {
      const handler = ios();
      if (handler) {
        handler.postMessage(message);
        return true;
      }
      const send = android();
      if (send) {
        send(JSON.stringify(message));
        return true;
      }
      return false;
    },
  };
}
