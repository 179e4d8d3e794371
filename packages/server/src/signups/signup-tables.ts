import type { PersonalKind } from '../editor-session/personal-data.ts';

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

type ValueType = NonNullable<SignupColumn['type']>;

/** A column's table, key, header, SQL, then its value type or personal kind (`text`: neither). */
type ColumnRow = [string, string, string, string, ValueType | PersonalKind | 'text'];

/**
 * Every column of every table below, in the order the screens show them, one a line even where
 * a line runs long, so that the list reads as one table.
 */
// prettier-ignore
const COLUMNS: ColumnRow[] = [
  ['stock_hold', 'id', '编号', 'r.id::int', 'int'],
  ['stock_hold', 'created_at', '提交时间', 'r.created_at', 'time'],
  ['stock_hold', 'softuser_id', '用户 ID', 'r.softuser_id', 'int'],
  ['stock_hold', 'real_name', '姓名', 'r.real_name', 'name'],
  ['stock_hold', 'handset', '手机号', 'r.handset', 'phone'],
  ['stock_hold', 'holdings', '持仓', 'r.holdings', 'text'],
  ['stock_hold', 'note', '备注', 'r.note', 'text'],
  ['open_day', 'created_at', '报名时间', 'r.created_at', 'time'],
  ['open_day', 'softuser_id', '用户 ID', 'r.softuser_id', 'int'],
  ['open_day', 'name', '姓名', 'r.name', 'name'],
  ['open_day', 'handset', '手机号', 'r.handset', 'phone'],
  ['open_day', 'session', '场次', 's.title', 'text'],
  ['open_day', 'starts_at', '开始时间', 's.starts_at', 'time'],
  ['tour_enrolments', 'created_at', '报名时间', 'e.created_at', 'time'],
  ['tour_enrolments', 'softuser_id', '用户 ID', 'e.softuser_id', 'int'],
  ['tour_enrolments', 'handset', '手机号', "coalesce(u.handset, '')", 'phone'],
  ['tour_enrolments', 'tour', '巡讲', 's.tour', 'text'],
  ['tour_enrolments', 'city', '城市', 's.city', 'text'],
  ['tour_enrolments', 'speaker', '讲师', 's.speaker', 'text'],
  ['tour_enrolments', 'starts_at', '场次时间', 's.starts_at', 'time'],
  ['tour_comments', 'id', '编号', 'c.id::int', 'int'],
  ['tour_comments', 'created_at', '留言时间', 'c.created_at', 'time'],
  ['tour_comments', 'tour', '巡讲', 'c.tour', 'text'],
  ['tour_comments', 'softuser_id', '用户 ID', 'c.softuser_id', 'int'],
  ['tour_comments', 'nick', '昵称', 'c.nick', 'text'],
  ['tour_comments', 'content', '内容', 'c.content', 'text'],
  ['tour_comments', 'hidden', '已隐藏', '(c.hidden_at IS NOT NULL)', 'bool'],
  ['brokerage_requests', 'id', '编号', 'b.id::int', 'int'],
  ['brokerage_requests', 'created_at', '提交时间', 'b.created_at', 'time'],
  ['brokerage_requests', 'kind', '类型', "CASE b.kind WHEN 'fund' THEN '资金账号' ELSE '开户' END", 'text'],
  ['brokerage_requests', 'open_brokerage_type', '券商', 'b.open_brokerage_type', 'text'],
  ['brokerage_requests', 'softuser_id', '用户 ID', 'b.softuser_id', 'int'],
  ['brokerage_requests', 'real_name', '姓名', "coalesce(b.fields->>'real_name', '')", 'name'],
  ['brokerage_requests', 'handset', '手机号', "coalesce(b.fields->>'handset', '')", 'phone'],
  ['brokerage_requests', 'fund_account', '资金账号', "coalesce(b.fields->>'fund_account', '')", 'account'],
  ['brokerage_requests', 'branch', '营业部', "coalesce(b.fields->>'branch', '')", 'text'],
  ['sim_competition', 'created_at', '报名时间', 'e.signed_up_at', 'time'],
  ['sim_competition', 'softuser_id', '用户 ID', 'e.softuser_id', 'int'],
  ['sim_competition', 'nickname', '参赛昵称', 'p.nickname', 'text'],
  ['sim_competition', 'handset', '手机号', "coalesce(u.handset, '')", 'phone'],
  ['group_members', 'created_at', '入群时间', 'm.joined_at', 'time'],
  ['group_members', 'softuser_id', '用户 ID', 'm.softuser_id', 'int'],
  ['group_members', 'handset', '手机号', "coalesce(u.handset, '')", 'phone'],
  ['group_members', 'group_id', '群 ID', 'm.group_id', 'int'],
  ['group_members', 'group', '群名称', 'g.name', 'text'],
];

const VALUE_TYPES: readonly string[] = ['time', 'int', 'bool'] satisfies ValueType[];
const isValueType = (kind: string): kind is ValueType => VALUE_TYPES.includes(kind);

function columnsOf(table: string): SignupColumn[] {
  return COLUMNS.filter(([name]) => name === table).map(([, key, label, sql, kind]) => {
    if (kind === 'text') return { key, label, sql };
    return isValueType(kind)
      ? { key, label, sql, type: kind }
      : { key, label, sql, personal: kind };
  });
}

/** Entries joined to their visitor as `u`, by the entry's table alias. */
const withUser = (from: string, alias: string): string =>
  `${from}
      LEFT JOIN users u ON u.softuser_id = ${alias}.softuser_id`;

const tourFilter = (sql: string): NonNullable<SignupTable['campaign']> => ({
  label: '巡讲',
  sql,
  options: 'SELECT code AS value, title AS label FROM tours ORDER BY code',
});

/** A table whose entries are dated by its `created_at` column. */
function signupTable(
  name: string,
  label: string,
  where: string,
  spec: Omit<SignupTable, 'name' | 'label' | 'where' | 'createdAt' | 'columns'>,
): SignupTable {
  const columns = columnsOf(name);
  const createdAt = columns.find((entry) => entry.key === 'created_at')?.sql ?? '';
  const { from, tieBreak, ...rest } = spec;
  return { name, label, where, from, createdAt, tieBreak, columns, ...rest };
}

/**
 * Every campaign table that holds visitors' entries, each shown on its own screen of the builder
 * (`/admin/signups/<name>`) through `/admin/api/signups/<name>`.
 */
export const SIGNUP_TABLES: readonly SignupTable[] = [
  signupTable('stock_hold', '持仓诊断申请', '/stockHold', {
    from: 'sim_stock_hold_requests r',
    tieBreak: 'r.id',
    search: ['r.real_name', 'r.handset', 'r.holdings', 'r.note'],
  }),
  signupTable('open_day', '开放日报名', '总部开放日', {
    from: 'open_day_registrations r JOIN open_day_sessions s ON s.id = r.session_id',
    tieBreak: 'r.softuser_id',
    campaign: {
      label: '场次',
      sql: 'r.session_id::text',
      options:
        'SELECT id::text AS value, title AS label FROM open_day_sessions ORDER BY starts_at, id',
    },
    search: ['r.name', 'r.handset'],
  }),
  signupTable('tour_enrolments', '巡讲报名', '巡讲页', {
    from: withUser('tour_enrolments e JOIN tour_speeches s ON s.id = e.speech_id', 'e'),
    tieBreak: 'e.speech_id, e.softuser_id',
    campaign: tourFilter('s.tour'),
    search: ['s.city', 's.speaker', 'u.handset'],
  }),
  signupTable('tour_comments', '巡讲留言', '巡讲页留言区', {
    from: 'tour_comments c',
    tieBreak: 'c.id',
    campaign: tourFilter('c.tour'),
    search: ['c.content', 'c.nick'],
    moderated: { table: 'tour_comments', key: 'id' },
  }),
  signupTable('brokerage_requests', '开户与资金账号', '券商开户表单', {
    from: 'brokerage_requests b',
    tieBreak: 'b.id',
    campaign: {
      label: '券商',
      sql: 'b.open_brokerage_type',
      options:
        'SELECT open_brokerage_type AS value, name AS label FROM brokerage_confs ORDER BY sort, open_brokerage_type',
    },
    search: ["b.fields->>'real_name'", "b.fields->>'handset'", "b.fields->>'fund_account'"],
  }),
  signupTable('sim_competition', '模拟炒股大赛报名', '/simulateTrading', {
    from: withUser('sim_competition_entries e JOIN sim_portfolios p ON p.id = e.portfolio_id', 'e'),
    tieBreak: 'e.softuser_id',
    search: ['p.nickname', 'u.handset'],
  }),
  signupTable('group_members', '实战群成员', '入群页', {
    from: withUser('chat_group_members m JOIN chat_groups g ON g.id = m.group_id', 'm'),
    tieBreak: 'm.group_id, m.softuser_id',
    campaign: {
      label: '群',
      sql: 'm.group_id::text',
      options: 'SELECT id::text AS value, name AS label FROM chat_groups ORDER BY id',
    },
    search: ['g.name', 'u.handset'],
  }),
];
