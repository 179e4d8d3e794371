import { loadChunk } from '@h5-page/blocks/load-chunk';

let toastModule: Promise<{ show(message: string): void }> | undefined;

/** Shows a toast; antd-mobile's Toast is fetched on first use (never on the server). */
export function showToast(message: string): void {
  if (typeof window === 'undefined' || !message) return;
  toastModule ??= loadChunk(() => import('./antd-toast.ts'));
  toastModule.then(
    (module) => module.show(message),
    (error: unknown) => {
      toastModule = undefined;
      console.error('[h5-page] toast unavailable:', message, error);
    },
  );
}
