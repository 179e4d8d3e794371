import { Tag } from 'antd';
import { EDITOR_ROLE_LABELS } from '@h5-page/schema/editor-roles';
import type { EditorRole } from '@h5-page/schema/editor-roles';

const ROLE_COLOURS: Record<EditorRole, string> = {
  editor: 'blue',
  reviewer: 'purple',
  publisher: 'orange',
  admin: 'red',
};

export function RoleTag({ role }: { role: EditorRole }) {
  return <Tag color={ROLE_COLOURS[role]}>{EDITOR_ROLE_LABELS[role]}</Tag>;
}
