import { Radio, Typography } from 'antd';
import { EDITOR_ROLE_DUTIES, EDITOR_ROLES } from '@h5-page/schema/editor-roles';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { RoleTag } from './role-tag.tsx';

interface Props {
  value?: EditorRole;
  onChange?: (role: EditorRole) => void;
}

/** The four roles, each with what it may do, as one choice (a form control). */
export function RoleChoice({ value, onChange }: Props) {
  return (
    <Radio.Group
      className="role-choice"
      value={value}
      onChange={(event) => onChange?.(event.target.value as EditorRole)}
    >
      {EDITOR_ROLES.map((role) => (
        <Radio key={role} value={role}>
          <RoleTag role={role} />
          <Typography.Text type="secondary">{EDITOR_ROLE_DUTIES[role]}</Typography.Text>
        </Radio>
      ))}
    </Radio.Group>
  );
}
