import { pageCodeSchema } from '@h5-page/schema/page';

/** What is wrong with a page code, as the forms say it (the server's rule), or null. */
export function pageCodeProblem(code: string): string | null {
  const result = pageCodeSchema.safeParse(code);
  if (result.success) return null;
  return code === '' ? '请输入页面编码' : '页面编码只能包含字母、数字、“_”和“-”，最长 64 个字符';
}
