/** One brokerage of the multiple-brokerage-options answer. */
export interface BrokerageOption {
  open_brokerage_type: string;
  name: string;
  logo: string;
  registration_url: string;
  qy_wechat_service_url: string;
}
