/**
 * The name input of the request forms, alike in every block that asks for it (their phone is the
 * visitor's own, shown by `<OwnPhone>`, never typed).
 */
export const CONTACT_INPUTS = {
  name: { placeholder: '姓名', maxLength: 12, 'aria-label': '姓名' },
} as const;
