import type { ReactNode } from 'react';
import { Form } from 'antd';
import { pageCodeProblem } from './page-code-problem.ts';
import { problemRule } from '../shared/problem-rule.ts';

/** The new page's code, wherever a page is made (new, copied, from a template). */
export function PageCodeItem({ children }: { children: ReactNode }) {
  return (
    <Form.Item
      label="页面编码（访客地址 /h5-page/h5/编码）"
      name="code"
      rules={[problemRule(pageCodeProblem)]}
    >
      {children}
    </Form.Item>
  );
}
