import type { ReactNode } from 'react';
import { useContext } from 'react';
import { Button, Result } from 'antd';
import { roleCan } from '@h5-page/schema/editor-roles';
import type { EditorCapability } from '@h5-page/schema/editor-roles';
import { SessionContext } from './session-context.ts';

/**
 * Whether the signed-in account may do `capability`: controls it may not use are not shown. The
 * server checks the same rule on every call, so this only spares a marketer a refusal.
 */
export function useCan(capability: EditorCapability): boolean {
  return roleCan(useContext(SessionContext)?.role, capability);
}

interface Props {
  capability: EditorCapability;
  /** What an account without it is told, e.g. 需要管理员权限才能管理账号. */
  refusal: string;
  /** Back to the page list. */
  onBack: () => void;
  children: ReactNode;
}

/** A screen only accounts that may `capability` open: anyone else is told it is not theirs. */
export function RoleGate({ capability, refusal, onBack, children }: Props) {
  if (!useCan(capability)) {
    return (
      <Result status="403" title={refusal} extra={<Button onClick={onBack}>返回页面列表</Button>} />
    );
  }
  return children;
}
