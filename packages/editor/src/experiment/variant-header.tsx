import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * What the page editor shows below Puck's header: a rejection's notice while the newest request
 * is one, the variant switch while variants exist.
 */
export const VariantBarSlot = createContext<ReactNode>(null);

/**
 * Puck's `header` override: its own header, then the slot's bar, above the canvas and side
 * panels. One component for the editor's whole life (see header-actions-slot.tsx for why).
 */
export function HeaderWithVariants({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      {useContext(VariantBarSlot)}
    </>
  );
}
