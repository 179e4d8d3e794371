import type { EnterpriseWeChatClient, StaffContact } from './enterprise-wechat-client.ts';

/** The development enterprise WeChat client: the staff table's own code, no network. */
export class DevEnterpriseWeChatClient implements EnterpriseWeChatClient {
  readonly kind = 'development';

  async staffQrCode(_stateCode: string, staff: StaffContact): Promise<string | null> {
    return staff.qrCode === '' ? null : staff.qrCode;
  }
}
