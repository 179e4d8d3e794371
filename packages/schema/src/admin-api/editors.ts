import { z } from 'zod';
import { EDITOR_ROLES } from '../editor-roles.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_NAME_PATTERN,
  USER_NAME_RULE,
} from '../account-rules.ts';

/** Signing in to the builder and its accounts (CONTRACT section 6). */

const isoTime = z.string().describe('ISO 8601');
export const editorRoleSchema = z.enum(EDITOR_ROLES).describe('what the account may do');
const userName = z.string().regex(USER_NAME_PATTERN, USER_NAME_RULE);
const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const signInBody = z.object({
  user: z.string().min(1).max(64),
  password: z.string().min(1).max(256),
});
export const signedInAnswer = z.object({
  user: z.string(),
  role: editorRoleSchema,
  expires_at: isoTime,
});
/** Who is signed in. */
export const sessionAnswer = z.object({ user: z.string(), role: editorRoleSchema });
export type SessionInfo = z.infer<typeof sessionAnswer>;

export const ownPasswordBody = z.object({
  old_password: z.string().min(1).max(256),
  new_password: password,
});

/** A builder account as the accounts screen lists it. */
export const editorAccountAnswer = z.object({
  user: z.string(),
  role: editorRoleSchema,
  disabled: z.boolean(),
  created_at: isoTime,
  last_sign_in_at: isoTime.nullable().describe('null: never signed in'),
});
export type AccountInfo = z.infer<typeof editorAccountAnswer>;

export const editorListAnswer = z.object({ editors: z.array(editorAccountAnswer) });
export const userParams = z.object({ user: userName });
export const newEditorBody = z.object({ user: userName, password, role: editorRoleSchema });
export const disabledBody = z.object({ disabled: z.boolean() });
export const roleBody = z.object({ role: editorRoleSchema });
export const passwordResetBody = z.object({
  password: password.optional().describe('the new password; absent, the server makes one'),
});
export const passwordResetAnswer = z.object({
  user: z.string(),
  password: z
    .string()
    .nullable()
    .describe('the password the server made, shown this once; null when one was sent'),
});
