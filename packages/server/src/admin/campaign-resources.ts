import { z } from 'zod';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isSafeUrl } from '@h5-page/schema/safe-url';
import { RISK_LEVELS } from '@h5-page/schema/suitability';
import {
  brokerageConfs,
  brokerageRequests,
  browseUploads,
  campaignApiCalls,
  campaignApis,
  chatGroupMembers,
  chatGroups,
  GROUP_KINDS,
  GROUP_REQUIRES,
  jumpTargets,
  ORDER_STATES,
  orders,
  products,
  qrCodes,
  staff,
  staffBindings,
  vacancies,
  virtualUsers,
} from '../campaigns/store/tables.ts';
import { CAMPAIGN_API_PATH } from '../campaigns/campaign-api.ts';
import type { PersonalKind } from '../editor-session/personal-data.ts';
import {
  ID_PATTERN,
  STATE_CODE_MAX_LENGTH,
  STATE_CODE_PATTERN,
  intOr,
  isCleanText,
  optionalInt,
  optionalText,
} from '../core/fields.ts';

/**
 * The tables of the campaign admin API (`/admin/api/campaign/<name>`), each with its key and the
 * zod schema of a record. Fields are the tables' column names (snake_case, as in the SQL).
 */

export interface CampaignResource {
  name: string;
  table: PgTable;
  /** The key column of `/<name>/:key` (absent: list only). */
  key?: AnyPgColumn;
  keyType?: 'int' | 'text';
  /** A whole record, for create; updates take any part of it but the key. */
  record?: z.ZodObject;
  /** Only these fields may be updated (orders: state). */
  updatable?: readonly string[];
  /** Whether records may be created and deleted (false: list, read and update only). */
  creatable?: boolean;
  /** Query parameters that filter the list, by column name. */
  filters?: Record<string, z.ZodType>;
  /** The list's order. */
  orderBy: AnyPgColumn;
  /**
   * Columns holding visitors' personal data, by column name: a kind of `personal-data.ts`, or
   * `map` for a map of submitted fields (its personal keys masked). Editors read them masked.
   */
  personal?: Record<string, PersonalKind | 'map'>;
  /** Extra column values an update sets (orders: paid_at when paid). */
  onUpdate?: (fields: Record<string, unknown>) => Record<string, unknown>;
}

const cleanString = (max: number) => z.string().max(max).refine(isCleanText, '格式不正确');
const name = (max = 64) => cleanString(max).min(1);
const slug = (max: number, pattern: RegExp) =>
  z.string().min(1).max(max).regex(pattern, '格式不正确');
const url = () => cleanString(2048).refine(isSafeUrl, '不是安全的链接').default('');
const bool = (fallback: boolean) => z.boolean().default(fallback);
const count = (min = 0) => z.int().min(min).max(2_147_483_647);

const noticeItem = z.object({ avatar: url(), text: cleanString(200) });

export const CAMPAIGN_RESOURCES: readonly CampaignResource[] = [
  {
    name: 'products',
    table: products,
    key: products.shopProductId,
    keyType: 'int',
    orderBy: products.shopProductId,
    record: z.object({
      shop_product_id: count(1),
      mode_shop_product_id: count(1),
      name: name(),
      price_cents: count(0),
      mark: slug(32, /^[a-z0-9_-]+$/)
        .nullable()
        .default(null),
      on_sale: bool(true),
      // A service period (months) a paid order creates or extends a subscription by.
      period_months: count(1).nullable().default(null),
      // Its risk level (suitability): a visitor buys it only within a risk tier that allows it.
      risk_level: z.enum(RISK_LEVELS).default('R3'),
    }),
  },
  {
    name: 'orders',
    table: orders,
    key: orders.pid,
    keyType: 'text',
    orderBy: orders.id,
    creatable: false,
    updatable: ['state'],
    record: z.object({ pid: z.string(), state: z.enum(ORDER_STATES) }),
    filters: { softuser_id: optionalInt(1), state: z.enum(ORDER_STATES).optional() },
    onUpdate: (fields) =>
      fields.state === 'paid'
        ? { paidAt: new Date() }
        : fields.state === 'cancelled'
          ? { cancelledAt: new Date() }
          : {},
  },
  {
    name: 'groups',
    table: chatGroups,
    key: chatGroups.id,
    keyType: 'int',
    orderBy: chatGroups.id,
    record: z.object({
      id: count(1),
      activity: z.union([z.literal(''), slug(64, ID_PATTERN)]).default(''),
      kind: z.enum(GROUP_KINDS).default('open'),
      name: name(),
      join_image: url(),
      qr: url(),
      requires: z.enum(GROUP_REQUIRES).default('any'),
      max_members: count(1).nullable().default(null),
    }),
    filters: { activity: optionalText({ max: 64 }) },
  },
  {
    name: 'group_members',
    table: chatGroupMembers,
    orderBy: chatGroupMembers.joinedAt,
    filters: { group_id: optionalInt(1), softuser_id: optionalInt(1) },
  },
  {
    name: 'staff',
    table: staff,
    key: staff.id,
    keyType: 'int',
    orderBy: staff.id,
    record: z.object({
      id: count(1),
      name: name(),
      qr_code: url(),
      wecom_user_id: z.union([z.literal(''), slug(64, /^[A-Za-z0-9_.@-]+$/)]).default(''),
      is_default: bool(false),
    }),
  },
  {
    name: 'staff_bindings',
    table: staffBindings,
    key: staffBindings.stateCode,
    keyType: 'text',
    orderBy: staffBindings.stateCode,
    record: z.object({
      state_code: slug(STATE_CODE_MAX_LENGTH, STATE_CODE_PATTERN),
      serve_staff_id: count(0).default(0),
      trace_staff_id: count(0).default(0),
      contact_qr_code: url(),
    }),
    onUpdate: () => ({ updatedAt: new Date() }),
  },
  {
    name: 'qr_codes',
    table: qrCodes,
    key: qrCodes.codeId,
    keyType: 'text',
    orderBy: qrCodes.codeId,
    record: z.object({
      code_id: slug(64, ID_PATTERN),
      title: cleanString(64).default(''),
      wechat_qrcode: url(),
      wechat_img: url(),
      qw: url(),
      dynamic: bool(false),
      state_code: z
        .union([z.literal(''), slug(STATE_CODE_MAX_LENGTH, STATE_CODE_PATTERN)])
        .default(''),
    }),
  },
  {
    name: 'virtual_users',
    table: virtualUsers,
    key: virtualUsers.id,
    keyType: 'text',
    orderBy: virtualUsers.id,
    record: z.object({
      id: slug(64, ID_PATTERN),
      items: z.array(noticeItem).max(200).default([]),
    }),
    onUpdate: () => ({ updatedAt: new Date() }),
  },
  {
    name: 'vacancies',
    table: vacancies,
    key: vacancies.id,
    keyType: 'text',
    orderBy: vacancies.id,
    record: z.object({
      id: slug(64, ID_PATTERN),
      current_num: count(0).default(0),
      change_type_limit: z.int().min(-2_147_483_648).max(2_147_483_647).default(0),
      limit_num: count(0).default(0),
    }),
    onUpdate: () => ({ updatedAt: new Date() }),
  },
  {
    name: 'brokerage_confs',
    table: brokerageConfs,
    key: brokerageConfs.openBrokerageType,
    keyType: 'text',
    orderBy: brokerageConfs.sort,
    record: z.object({
      open_brokerage_type: slug(32, /^[a-z0-9_-]+$/),
      name: name(),
      logo: url(),
      registration_url: url(),
      qy_wechat_service_url: url(),
      is_option: bool(true),
      sort: z.int().min(-1_000_000).max(1_000_000).default(0),
    }),
  },
  {
    name: 'jump_targets',
    table: jumpTargets,
    key: jumpTargets.stateCode,
    keyType: 'text',
    orderBy: jumpTargets.stateCode,
    record: z.object({
      state_code: slug(STATE_CODE_MAX_LENGTH, STATE_CODE_PATTERN),
      url: url(),
      msg: cleanString(200).default(''),
    }),
  },
  {
    name: 'campaign_apis',
    table: campaignApis,
    key: campaignApis.path,
    keyType: 'text',
    orderBy: campaignApis.path,
    record: z.object({
      path: z.string().max(200).regex(CAMPAIGN_API_PATH, '应为 /oabase/api/campaign/v1/ 下的路径'),
      msg: name(200),
      requires_token: bool(true),
      once_per_user: bool(false),
      repeat_msg: cleanString(200).default(''),
    }),
  },
  {
    name: 'campaign_api_calls',
    table: campaignApiCalls,
    orderBy: campaignApiCalls.lastAt,
    filters: { path: optionalText({ max: 200 }), softuser_id: optionalInt(1) },
  },
  {
    name: 'brokerage_requests',
    table: brokerageRequests,
    orderBy: brokerageRequests.id,
    personal: { fields: 'map' },
    filters: {
      softuser_id: optionalInt(1),
      kind: z.enum(['fund', 'open']).optional(),
    },
  },
  {
    name: 'browse_uploads',
    table: browseUploads,
    orderBy: browseUploads.id,
    filters: { browse_collect_id: optionalText({ max: 64 }), softuser_id: optionalInt(1) },
  },
];

/** Paging of a list: `limit` 1 to 500 (default 100), `offset` (default 0). */
export const pageQuery = {
  limit: intOr(1, 500, 100),
  offset: intOr(0, 2_147_483_647, 0),
};
