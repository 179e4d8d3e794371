/** The staff member whose contact code is asked for (a row of the staff table). */
export interface StaffContact {
  id: number;
  name: string;
  /** The staff member's own code (what the development client answers). */
  qrCode: string;
  /** Enterprise WeChat user id (what the real client makes a contact code for). */
  wecomUserId: string;
}

/** Enterprise WeChat: contact codes of service staff, tagged with the visitor's state code. */
export interface EnterpriseWeChatClient {
  readonly kind: 'development' | 'http';
  /** The QR code URL that adds `staff` and reports `stateCode`; null when there is none. */
  staffQrCode(stateCode: string, staff: StaffContact): Promise<string | null>;
}
