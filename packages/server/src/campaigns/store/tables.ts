import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { RISK_LEVELS } from '@h5-page/schema/suitability';

/**
 * Drizzle definitions of the tables that `migrations/0003_campaign.sql` creates (the SQL file is
 * the source of truth; see it for what each table and column means).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const ORDER_STATES = ['created', 'paid', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const GROUP_KINDS = ['open', 'service'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

/** Who may join a group: any logged-in user, a registered user, or one who left a lead. */
export const GROUP_REQUIRES = ['any', 'registered', 'lead'] as const;
export type GroupRequires = (typeof GROUP_REQUIRES)[number];

export const BROKERAGE_REQUEST_KINDS = ['fund', 'open'] as const;
export type BrokerageRequestKind = (typeof BROKERAGE_REQUEST_KINDS)[number];

/** A notice ticker item (spec section 3). */
export interface NoticeItem {
  avatar: string;
  text: string;
}

export const products = pgTable('products', {
  shopProductId: integer('shop_product_id').primaryKey(),
  modeShopProductId: integer('mode_shop_product_id').notNull(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  mark: text('mark').unique(),
  onSale: boolean('on_sale').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** A service period: a paid order creates or extends the buyer's subscription by it. */
  periodMonths: integer('period_months'),
  /** The topic product whose service a paid order starts (`migrations/0130_product_services.sql`). */
  productCode: text('product_code'),
  /** A one-off purchase's service: it ends this many days after the payment. */
  serviceDays: integer('service_days'),
  /** Its risk level R1–R5: who may buy it (`migrations/0138_suitability.sql`). */
  riskLevel: text('risk_level', { enum: RISK_LEVELS }).notNull().default('R3'),
});

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pid: text('pid').notNull().unique(),
    softuserId: integer('softuser_id').notNull(),
    shopProductId: integer('shop_product_id')
      .notNull()
      .references(() => products.shopProductId, { onDelete: 'restrict' }),
    state: text('state', { enum: ORDER_STATES }).notNull().default('created'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
    /** The coupon of a direct order (`migrations/0127_product_coupons.sql`), used once paid. */
    couponId: bigint('coupon_id', { mode: 'number' }),
    /** The confirmed suitability match the order was made under (null: an older order). */
    suitabilityMatchId: bigint('suitability_match_id', { mode: 'number' }),
  },
  (t) => [index('orders_softuser_id_product_idx').on(t.softuserId, t.shopProductId, t.id)],
);

export const chatGroups = pgTable(
  'chat_groups',
  {
    id: integer('id').primaryKey(),
    activity: text('activity').notNull().default(''),
    kind: text('kind', { enum: GROUP_KINDS }).notNull().default('open'),
    name: text('name').notNull(),
    joinImage: text('join_image').notNull().default(''),
    qr: text('qr').notNull().default(''),
    requires: text('requires', { enum: GROUP_REQUIRES }).notNull().default('any'),
    maxMembers: integer('max_members'),
    /** Groups of one non-empty set take each user once (migration 0088). */
    exclusiveSet: text('exclusive_set').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_groups_activity_idx').on(t.activity, t.kind, t.id)],
);

export const chatGroupMembers = pgTable(
  'chat_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    softuserId: integer('softuser_id').notNull(),
    joinedAt: at('joined_at').notNull().defaultNow(),
    exclusiveSet: text('exclusive_set').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.softuserId] }),
    index('chat_group_members_softuser_id_idx').on(t.softuserId),
  ],
);

export const staff = pgTable('staff', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  qrCode: text('qr_code').notNull().default(''),
  wecomUserId: text('wecom_user_id').notNull().default(''),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const staffBindings = pgTable('staff_bindings', {
  stateCode: text('state_code').primaryKey(),
  serveStaffId: integer('serve_staff_id').notNull().default(0),
  traceStaffId: integer('trace_staff_id').notNull().default(0),
  contactQrCode: text('contact_qr_code').notNull().default(''),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Contact codes made once per state code and staff member (migration 0050). */
export const staffContactCodes = pgTable(
  'staff_contact_codes',
  {
    stateCode: text('state_code').notNull(),
    staffId: integer('staff_id').notNull(),
    qrCode: text('qr_code').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.stateCode, table.staffId] })],
);

export const qrCodes = pgTable('qr_codes', {
  codeId: text('code_id').primaryKey(),
  title: text('title').notNull().default(''),
  wechatQrcode: text('wechat_qrcode').notNull().default(''),
  wechatImg: text('wechat_img').notNull().default(''),
  qw: text('qw').notNull().default(''),
  dynamic: boolean('dynamic').notNull().default(false),
  stateCode: text('state_code').notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const virtualUsers = pgTable('virtual_users', {
  id: text('id').primaryKey(),
  items: jsonb('items').$type<NoticeItem[]>().notNull().default([]),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const vacancies = pgTable('vacancies', {
  id: text('id').primaryKey(),
  currentNum: integer('current_num').notNull().default(0),
  changeTypeLimit: integer('change_type_limit').notNull().default(0),
  limitNum: integer('limit_num').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const brokerageConfs = pgTable('brokerage_confs', {
  openBrokerageType: text('open_brokerage_type').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  registrationUrl: text('registration_url').notNull().default(''),
  qyWechatServiceUrl: text('qy_wechat_service_url').notNull().default(''),
  isOption: boolean('is_option').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const brokerageRequests = pgTable(
  'brokerage_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: BROKERAGE_REQUEST_KINDS }).notNull(),
    softuserId: integer('softuser_id').notNull(),
    openBrokerageType: text('open_brokerage_type').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Migration 0135: the privacy statement's version agreed to; null before consent was asked. */
    consentVersion: integer('consent_version'),
  },
  (t) => [index('brokerage_requests_softuser_id_idx').on(t.softuserId, t.kind, t.id)],
);

export const jumpTargets = pgTable('jump_targets', {
  stateCode: text('state_code').primaryKey(),
  url: text('url').notNull().default(''),
  msg: text('msg').notNull().default(''),
});

export const campaignApis = pgTable('campaign_apis', {
  path: text('path').primaryKey(),
  msg: text('msg').notNull(),
  requiresToken: boolean('requires_token').notNull().default(true),
  oncePerUser: boolean('once_per_user').notNull().default(false),
  repeatMsg: text('repeat_msg').notNull().default(''),
});

export const campaignApiCalls = pgTable(
  'campaign_api_calls',
  {
    path: text('path').notNull(),
    softuserId: integer('softuser_id').notNull(),
    calls: integer('calls').notNull().default(1),
    firstAt: at('first_at').notNull().defaultNow(),
    lastAt: at('last_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.path, t.softuserId] })],
);

export const browseUploads = pgTable(
  'browse_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    softuserId: integer('softuser_id').notNull(),
    browseCollectId: text('browse_collect_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('browse_uploads_browse_collect_id_idx').on(t.browseCollectId, t.createdAt)],
);

export type ProductRow = typeof products.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type ChatGroupRow = typeof chatGroups.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;
export type StaffBindingRow = typeof staffBindings.$inferSelect;
export type QrCodeRow = typeof qrCodes.$inferSelect;
export type VirtualUsersRow = typeof virtualUsers.$inferSelect;
export type VacancyRow = typeof vacancies.$inferSelect;
export type BrokerageConfRow = typeof brokerageConfs.$inferSelect;
export type BrokerageRequestRow = typeof brokerageRequests.$inferSelect;
export type JumpTargetRow = typeof jumpTargets.$inferSelect;
export type CampaignApiRow = typeof campaignApis.$inferSelect;
export type BrowseUploadRow = typeof browseUploads.$inferSelect;
