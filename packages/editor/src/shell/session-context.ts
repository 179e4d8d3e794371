import { createContext, useContext } from 'react';
import type { EditorRole } from '@h5-page/schema/editor-roles';

/** Who is signed in, as the session call answered, and what the header's account menu does. */
export interface AdminSession {
  user: string;
  /** null when the session call did not answer (the builder then shows the least). */
  role: EditorRole | null;
  signOut: () => void;
  /** The accounts screen (admins). */
  openAccounts: () => void;
  /** The 审计日志 screen (admins and reviewers). */
  openAudit?: () => void;
  /** The 适当性记录 screen (admins and reviewers). */
  openSuitability?: () => void;
  /** The Webhook 线索推送 screen (admins). */
  openWebhooks?: () => void;
  /** Reads the session again (after one's own role changed). */
  refresh: () => void;
  /** Opens the screen at an address of `routes` (a notification's). */
  go?: (to: string) => void;
}

export const SessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession | null {
  return useContext(SessionContext);
}
