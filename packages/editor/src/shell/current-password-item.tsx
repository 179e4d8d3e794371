import { Form, Input } from 'antd';

interface Props {
  label: string;
  name: string;
}

/**
 * A password the account already has (signing in, or confirming it before changing it): asked
 * for by its label, and offered the browser's saved password.
 */
export function CurrentPasswordItem({ label, name }: Props) {
  return (
    <Form.Item label={label} name={name} rules={[{ required: true, message: `请输入${label}` }]}>
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );
}
