/** The name and mobile inputs of the request forms, alike in every block that asks for them. */
export const CONTACT_INPUTS = {
  name: { placeholder: '姓名', maxLength: 12, 'aria-label': '姓名' },
  phone: { placeholder: '手机号', maxLength: 11, inputMode: 'numeric', 'aria-label': '手机号' },
} as const;
