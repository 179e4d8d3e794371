/**
 * The gift activity body a lead form on the fake runtime's page ('test') sends for 张三 at
 * `handset` with code 123456, once the statement of version 3 is accepted; `more` holds what the
 * test's form adds (its extra fields).
 */
export function leadRequestBody(handset: string, more: Record<string, unknown> = {}) {
  return {
    nick_name: '张三',
    handset,
    code: '123456',
    is_send_result: 1,
    cps_id: '',
    version_id: 276,
    page_code: 'test',
    consent_version: 3,
    ...more,
  };
}
