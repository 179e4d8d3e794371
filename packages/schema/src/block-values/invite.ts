import { z } from 'zod';
import { safeUrlField } from '../fields/safe-url-field.ts';

/**
 * The invite-friends blocks: `registerUrl` is where an invitation link leads (the register
 * page, `?share_code=` added), `successUrl` where registering leads, `title` heads the block.
 */
export const inviteHomeValueSchema = z.looseObject({
  title: z.string().optional(),
  registerUrl: safeUrlField.default('/h5-page/InviteFriends/register'),
});

export const inviteRecordsValueSchema = z.looseObject({
  title: z.string().optional(),
});

export const inviteRegisterValueSchema = z.looseObject({
  title: z.string().optional(),
  successUrl: safeUrlField.default('/h5-page/InviteFriends/success'),
});

export const inviteSuccessValueSchema = z.looseObject({
  registerUrl: safeUrlField.default('/h5-page/InviteFriends/register'),
  homeUrl: safeUrlField.default('/h5-page/InviteFriends'),
});
