/**
 * The personal-information statement (个人信息保护声明) a visitor agrees to before any form takes
 * their personal data (a lead, a registration, a login, a request): its texts, limits and the
 * answer the gateway read gives, shared by the forms, the server and the builder's editor of it.
 */

/** The gateway read's answer (`API_PATHS.PRIVACY_STATEMENT`): the statement in force. */
export interface PrivacyStatement {
  version: number;
  text: string;
}

/** The longest statement an admin may save. */
export const PRIVACY_STATEMENT_MAX_LENGTH = 20_000;

export const PRIVACY_TEXT = {
  TITLE: '个人信息保护声明',
  /** Before the statement's name on the consent line. */
  CONSENT_PREFIX: '我已阅读并同意',
  CONSENT_NAME: '《个人信息保护声明》',
  CONSENT_REQUIRED: '请先阅读并勾选同意《个人信息保护声明》',
  CONSENT_OUTDATED: '《个人信息保护声明》已更新，请重新阅读并勾选同意',
  LOADING: '正在加载《个人信息保护声明》，请稍候再试',
  LOAD_FAILED: '《个人信息保护声明》加载失败，请稍后重试',
  /** The statement's overlay while it loads, its button back to the form, and its ×. */
  DIALOG_LOADING: '加载中…',
  DIALOG_BACK: '返回填写',
  DIALOG_CLOSE: '关闭',
} as const;

/**
 * What a fresh store offers until an admin saves another text: the statement of a securities
 * investment-advice firm's marketing pages. Paragraphs are separated by blank lines.
 */
export const DEFAULT_PRIVACY_STATEMENT = `个人信息保护声明

本声明适用于本公司（证券投资咨询机构）通过本活动页面收集的访客个人信息。我们依据《中华人民共和国个人信息保护法》《中华人民共和国网络安全法》等法律法规处理您的个人信息。请您在提交信息前仔细阅读本声明；勾选“我已阅读并同意《个人信息保护声明》”并提交，即表示您同意我们按本声明处理您的个人信息。

一、我们收集哪些信息
1. 您主动填写的姓名、手机号码；
2. 活动表单要求时，您填写的所在地区（省、市、区县）等地址信息及其他补充填写项；
3. 为核实手机号码由您本人使用而发送的短信验证码的发送记录；
4. 提交时间、来源活动页面及推广渠道等不直接识别您身份的记录。
我们不会通过本页面收集您的身份证件号码、银行账户、证券账户等敏感个人信息。

二、我们如何使用这些信息
上述信息仅用于：就您在本页面申请的服务（如投顾策略体验、课程、活动权益）与您联系、开通和提供服务；向您回访说明服务内容（回访电话以 020 开头）；以及在去除个人身份后统计活动效果。未经您另行同意，我们不会将您的信息用于上述目的以外的用途。我们不会向您推荐或承诺任何投资收益，投资有风险，入市需谨慎。

三、保存期限
我们仅在实现上述目的所必需的期限内保存您的个人信息：自您提交之日起最长保存 12 个月（法律法规另有要求的除外）。期满后，您的姓名、手机号码、地址及补充填写内容将被删除，仅保留不能识别您身份的统计记录。

四、我们如何保护和共享信息
我们采取访问权限控制、数据脱敏、操作留痕等安全措施保护您的个人信息，只有经授权的工作人员才能查看完整信息。我们不会出售、出租您的个人信息，也不会向任何第三方提供您的个人信息，但法律法规规定或有权机关依法要求的除外。

五、您的权利
您有权查阅、复制、更正、补充您的个人信息，有权撤回同意，并有权要求我们删除您的个人信息。您可以拨打本公司客服热线或通过活动页面公布的客服联系方式提出请求，我们将在核实您的身份后 15 个工作日内处理并答复。撤回同意不影响撤回前基于您的同意已进行的处理。

六、未成年人保护
本页面提供的服务面向年满 18 周岁的成年人。我们不会故意收集未成年人的个人信息。

七、声明的更新
本声明更新时，我们将在活动页面展示更新后的版本，并在您下次提交信息前重新征得您的同意。

如您对本声明或个人信息处理有任何疑问、意见或投诉，请联系本公司客服热线。`;
