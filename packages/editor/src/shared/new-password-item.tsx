import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { passwordProblem, PASSWORD_RULE } from '@h5-page/schema/account-rules';
import { problemRule } from './problem-rule.ts';

interface Props {
  label: string;
  name: string;
  /** The box; a plain password box when absent. */
  children?: ReactNode;
}

/**
 * A new password's form item, wherever one is set (adding an account, resetting or changing a
 * password): the rule is shown beneath until the password breaks it, and is checked as the
 * server checks it.
 */
export function NewPasswordItem({ label, name, children }: Props) {
  return (
    <Form.Item
      label={label}
      name={name}
      className="rule-hint"
      required
      extra={PASSWORD_RULE}
      rules={[problemRule(passwordProblem)]}
    >
      {children ?? <Input.Password autoComplete="new-password" />}
    </Form.Item>
  );
}
