import type { PersonalKind } from './personal-data.ts';

/** One column of a sign-up screen: its key in the answer, its Chinese header, its SQL. */
export interface SignupColumn {
  key: string;
  label: string;
  /** A constant SQL expression over the table's aliases (never built from input). */
  sql: string;
  personal?: PersonalKind;
  /** `time`: an ISO instant in the answer, Shanghai wall time in the CSV. */
  type?: 'time' | 'int' | 'bool';
}

/** Sign-ups of one campaign, as the builder's screen and its CSV show them. */
export interface SignupTable {
  name: string;
  label: string;
  /** The visitor route(s) where they are made, for the screen's heading. */
  where: string;
  /** FROM and JOINs. */
  from: string;
  /** When the entry was made (the date filter and the order). */
  createdAt: string;
  /** A unique order after the time. */
  tieBreak: string;
  columns: SignupColumn[];
  /** The campaign filter (a tour, an open-day session, a brokerage): its column and options. */
  campaign?: { label: string; sql: string; options: string };
  /** Columns the text search looks in. */
  search: string[];
  /** Entries an operator may hide from visitors (tour comments). */
  moderated?: { table: string; key: string };
}

/**
 * Every campaign table that holds visitors' entries, each shown on its own screen of the builder
 * (`/admin/signups/<name>`) through `/admin/api/signups/<name>`.
 */
export const SIGNUP_TABLES: readonly SignupTable[] = [
  {
    name: 'stock_hold',
    label: '持仓诊断申请',
    where: '/stockHold',
    from: 'sim_stock_hold_requests r',
    createdAt: 'r.created_at',
    tieBreak: 'r.id',
    columns: [
      { key: 'id', label: '编号', sql: 'r.id::int', type: 'int' },
      { key: 'created_at', label: '提交时间', sql: 'r.created_at', type: 'time' },
      { key: 'softuser_id', label: '用户 ID', sql: 'r.softuser_id', type: 'int' },
      { key: 'real_name', label: '姓名', sql: 'r.real_name', personal: 'name' },
      { key: 'handset', label: '手机号', sql: 'r.handset', personal: 'phone' },
      { key: 'holdings', label: '持仓', sql: 'r.holdings' },
      { key: 'note', label: '备注', sql: 'r.note' },
    ],
    search: ['r.real_name', 'r.handset', 'r.holdings', 'r.note'],
  },
  {
    name: 'open_day',
    label: '开放日报名',
    where: '总部开放日',
    from: 'open_day_registrations r JOIN open_day_sessions s ON s.id = r.session_id',
    createdAt: 'r.created_at',
    tieBreak: 'r.softuser_id',
    columns: [
      { key: 'created_at', label: '报名时间', sql: 'r.created_at', type: 'time' },
      { key: 'softuser_id', label: '用户 ID', sql: 'r.softuser_id', type: 'int' },
      { key: 'name', label: '姓名', sql: 'r.name', personal: 'name' },
      { key: 'handset', label: '手机号', sql: 'r.handset', personal: 'phone' },
      { key: 'session', label: '场次', sql: 's.title' },
      { key: 'starts_at', label: '开始时间', sql: 's.starts_at', type: 'time' },
    ],
    campaign: {
      label: '场次',
      sql: 'r.session_id::text',
      options:
        'SELECT id::text AS value, title AS label FROM open_day_sessions ORDER BY starts_at, id',
    },
    search: ['r.name', 'r.handset'],
  },
  {
    name: 'tour_enrolments',
    label: '巡讲报名',
    where: '巡讲页',
    from: `tour_enrolments e JOIN tour_speeches s ON s.id = e.speech_id
      LEFT JOIN users u ON u.softuser_id = e.softuser_id`,
    createdAt: 'e.created_at',
    tieBreak: 'e.speech_id, e.softuser_id',
    columns: [
      { key: 'created_at', label: '报名时间', sql: 'e.created_at', type: 'time' },
      { key: 'softuser_id', label: '用户 ID', sql: 'e.softuser_id', type: 'int' },
      { key: 'handset', label: '手机号', sql: "coalesce(u.handset, '')", personal: 'phone' },
      { key: 'tour', label: '巡讲', sql: 's.tour' },
      { key: 'city', label: '城市', sql: 's.city' },
      { key: 'speaker', label: '讲师', sql: 's.speaker' },
      { key: 'starts_at', label: '场次时间', sql: 's.starts_at', type: 'time' },
    ],
    campaign: {
      label: '巡讲',
      sql: 's.tour',
      options: 'SELECT code AS value, title AS label FROM tours ORDER BY code',
    },
    search: ['s.city', 's.speaker', 'u.handset'],
  },
  {
    name: 'tour_comments',
    label: '巡讲留言',
    where: '巡讲页留言区',
    from: 'tour_comments c',
    createdAt: 'c.created_at',
    tieBreak: 'c.id',
    columns: [
      { key: 'id', label: '编号', sql: 'c.id::int', type: 'int' },
      { key: 'created_at', label: '留言时间', sql: 'c.created_at', type: 'time' },
      { key: 'tour', label: '巡讲', sql: 'c.tour' },
      { key: 'softuser_id', label: '用户 ID', sql: 'c.softuser_id', type: 'int' },
      { key: 'nick', label: '昵称', sql: 'c.nick' },
      { key: 'content', label: '内容', sql: 'c.content' },
      { key: 'hidden', label: '已隐藏', sql: '(c.hidden_at IS NOT NULL)', type: 'bool' },
    ],
    campaign: {
      label: '巡讲',
      sql: 'c.tour',
      options: 'SELECT code AS value, title AS label FROM tours ORDER BY code',
    },
    search: ['c.content', 'c.nick'],
    moderated: { table: 'tour_comments', key: 'id' },
  },
  {
    name: 'brokerage_requests',
    label: '开户与资金账号',
    where: '券商开户表单',
    from: 'brokerage_requests b',
    createdAt: 'b.created_at',
    tieBreak: 'b.id',
    columns: [
      { key: 'id', label: '编号', sql: 'b.id::int', type: 'int' },
      { key: 'created_at', label: '提交时间', sql: 'b.created_at', type: 'time' },
      {
        key: 'kind',
        label: '类型',
        sql: "CASE b.kind WHEN 'fund' THEN '资金账号' ELSE '开户' END",
      },
      { key: 'open_brokerage_type', label: '券商', sql: 'b.open_brokerage_type' },
      { key: 'softuser_id', label: '用户 ID', sql: 'b.softuser_id', type: 'int' },
      {
        key: 'real_name',
        label: '姓名',
        sql: "coalesce(b.fields->>'real_name', '')",
        personal: 'name',
      },
      {
        key: 'handset',
        label: '手机号',
        sql: "coalesce(b.fields->>'handset', '')",
        personal: 'phone',
      },
      {
        key: 'fund_account',
        label: '资金账号',
        sql: "coalesce(b.fields->>'fund_account', '')",
        personal: 'account',
      },
      { key: 'branch', label: '营业部', sql: "coalesce(b.fields->>'branch', '')" },
    ],
    campaign: {
      label: '券商',
      sql: 'b.open_brokerage_type',
      options:
        'SELECT open_brokerage_type AS value, name AS label FROM brokerage_confs ORDER BY sort, open_brokerage_type',
    },
    search: ["b.fields->>'real_name'", "b.fields->>'handset'", "b.fields->>'fund_account'"],
  },
  {
    name: 'sim_competition',
    label: '模拟炒股大赛报名',
    where: '/simulateTrading',
    from: `sim_competition_entries e JOIN sim_portfolios p ON p.id = e.portfolio_id
      LEFT JOIN users u ON u.softuser_id = e.softuser_id`,
    createdAt: 'e.signed_up_at',
    tieBreak: 'e.softuser_id',
    columns: [
      { key: 'created_at', label: '报名时间', sql: 'e.signed_up_at', type: 'time' },
      { key: 'softuser_id', label: '用户 ID', sql: 'e.softuser_id', type: 'int' },
      { key: 'nickname', label: '参赛昵称', sql: 'p.nickname' },
      { key: 'handset', label: '手机号', sql: "coalesce(u.handset, '')", personal: 'phone' },
    ],
    search: ['p.nickname', 'u.handset'],
  },
  {
    name: 'group_members',
    label: '实战群成员',
    where: '入群页',
    from: `chat_group_members m JOIN chat_groups g ON g.id = m.group_id
      LEFT JOIN users u ON u.softuser_id = m.softuser_id`,
    createdAt: 'm.joined_at',
    tieBreak: 'm.group_id, m.softuser_id',
    columns: [
      { key: 'created_at', label: '入群时间', sql: 'm.joined_at', type: 'time' },
      { key: 'softuser_id', label: '用户 ID', sql: 'm.softuser_id', type: 'int' },
      { key: 'handset', label: '手机号', sql: "coalesce(u.handset, '')", personal: 'phone' },
      { key: 'group_id', label: '群 ID', sql: 'm.group_id', type: 'int' },
      { key: 'group', label: '群名称', sql: 'g.name' },
    ],
    campaign: {
      label: '群',
      sql: 'm.group_id::text',
      options: 'SELECT id::text AS value, name AS label FROM chat_groups ORDER BY id',
    },
    search: ['g.name', 'u.handset'],
  },
];
