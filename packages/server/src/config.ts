import type { ClientConfig } from '@h5-page/schema/client-config';
import { TOKEN_COOKIE_MAX_AGE_DAYS, WECHAT_JS_SDK_URL } from '@h5-page/schema/constants';
import { APP_LINK_DEFAULTS } from '@h5-page/schema/app-link-defaults';
import { isSafeUrl } from '@h5-page/schema/safe-url';
import { FILING_WAIT_WORKING_DAYS_DEFAULT } from '@h5-page/schema/filing-days';
import { RECORD_RETENTION_MIN_YEARS } from '@h5-page/schema/record-retention';
import { isStatsDate } from '@h5-page/schema/stats-period';
import { RISK_TEST_PATH } from '@h5-page/schema/suitability';
import { weakPasswordReason } from './editor-session/weak-password.ts';
import { readWorkers } from './cluster/workers-setting.ts';

/**
 * Server configuration, read from the environment and checked once at start. Everything else
 * takes a `Config` object, so tests build one in code and never touch process.env.
 */

export type AppEnv = 'production' | 'test' | 'development';

export type ProviderKind = 'development' | 'http';

/** An external service: the built-in offline fake, or a real HTTP client at `baseUrl`. */
export interface ProviderConfig {
  kind: ProviderKind;
  /** Base URL of the real service ('' for the development provider). */
  baseUrl: string;
}

export interface ProvidersConfig {
  sms: ProviderConfig;
  captcha: ProviderConfig;
  wechat: ProviderConfig;
  enterpriseWechat: ProviderConfig;
  payment: ProviderConfig;
  /** The investors' risk tolerance assessments (suitability before purchase). */
  suitability: ProviderConfig;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type NodeEnv = 'development' | 'test' | 'production';

/** NODE_ENV as the server acts on it (see {@link Config.nodeEnv}). */
export function normalizeNodeEnv(raw: string | undefined): NodeEnv {
  if (raw === undefined || raw === 'development' || raw === 'test') return raw ?? 'development';
  return 'production';
}

export interface Config {
  port: number;
  host: string;
  /** Directory of the embedded database; ':memory:' keeps it in memory (tests). */
  dataDir: string;
  /** PostgreSQL connection string; when set it replaces the embedded database. */
  databaseUrl: string | null;
  /** Redis connection string for shared counters; null keeps them in process. */
  redisUrl: string | null;
  /**
   * NODE_ENV as the server acts on it: `development` (also when unset) and `test` as given, and
   * every other value (`Production`, `prod`, `staging`, …) `production`, so a misspelt production
   * never runs with development providers and secrets.
   */
  nodeEnv: NodeEnv;
  appEnv: AppEnv;
  logLevel: LogLevel;
  /**
   * How many reverse proxies stand in front of the server (TRUST_PROXY, default 0): with one,
   * per-IP limits see the visitor's address from X-Forwarded-For instead of the proxy's.
   */
  trustProxyHops: number;
  apiBase: string;
  cookieDomain: string;
  baiduSiteId: string;
  loginUrls: { desktop: string; mobile: string; test: string };
  miniProgramLoginPath: string;
  /** WeChat's JS-SDK for visitors in WeChat (WECHAT_JS_SDK_URL, default the official one). */
  wechatJsSdkUrl: string;
  /**
   * What "open the app" tries on the continue-in-the-app page (APP_OPEN_URL): the app's scheme
   * (`niu8://open`) or a universal link (`https://…`); default APP_LINK_DEFAULTS.open.
   */
  appOpenUrl: string;
  /** Where "download the app" goes (APP_DOWNLOAD_URL, a path or http(s) URL; default this site's page). */
  appDownloadUrl: string;
  jwtSecret: string;
  /**
   * Days a login token stays valid (TOKEN_TTL_DAYS, default 365: as long as spec section 6 keeps
   * the cookie); the cookie never outlives its token.
   */
  tokenTtlDays: number;
  /** Put before every Redis key (REDIS_KEY_PREFIX), so several sites can share one Redis. */
  redisKeyPrefix: string;
  /**
   * Server processes sharing the port (WORKERS, 1 to 64 or `auto`, default 1): more than one
   * needs DATABASE_URL and REDIS_URL (`cluster/workers-setting.ts`).
   */
  workers: number;
  /**
   * Free space below which `/readyz` says the disk of the embedded store is full
   * (DISK_MIN_FREE_MB, default 64): the database aborts on a full disk, so traffic goes
   * elsewhere before that.
   */
  diskMinFreeMb: number;
  /** API key of the HTTP SMS provider (SMS_API_KEY). */
  smsApiKey: string;
  /** Tencent captcha app id (CAPTCHA_APP_ID) and secret key (CAPTCHA_SECRET). */
  captchaAppId: string;
  captchaSecret: string;
  /** WeChat mini program credentials of the http WeChat client (WECHAT_APP_ID, WECHAT_APP_SECRET). */
  wechatAppId: string;
  wechatAppSecret: string;
  /**
   * The official account whose JS-SDK visitor pages use in WeChat (the share card), by
   * WECHAT_OA_APP_ID and WECHAT_OA_APP_SECRET; unset, the WECHAT_APP_ID account's.
   */
  wechatOfficialAppId: string;
  wechatOfficialAppSecret: string;
  /** Enterprise WeChat corp credentials (ENTERPRISE_WECHAT_CORP_ID, ENTERPRISE_WECHAT_SECRET). */
  enterpriseWechatCorpId: string;
  enterpriseWechatSecret: string;
  /** Key of the http payment client (PAYMENT_API_KEY) and of its notifications (PAYMENT_NOTIFY_SECRET). */
  paymentApiKey: string;
  paymentNotifySecret: string;
  /** Key of the http suitability assessment provider (SUITABILITY_API_KEY). */
  suitabilityApiKey: string;
  /**
   * Where a visitor without a current risk tier is sent to be assessed (SUITABILITY_ASSESS_URL, a
   * path or http(s) URL; default this server's questionnaire, RISK_TEST_PATH). It receives `from`.
   */
  suitabilityAssessUrl: string;
  /**
   * Password of the `admin` account created on first start with no editor account
   * (ADMIN_PASSWORD); null: a random one, printed once. Scripts (import, export) sign in with it.
   */
  adminPassword: string | null;
  providers: ProvidersConfig;
  /**
   * Hosts besides this site that redirects may lead to (REDIRECT_ALLOW_HOSTS, comma separated;
   * `.example.com` allows every host below example.com). Default: WeChat's URL-link host.
   */
  redirectAllowHosts: string[];
  /**
   * The Chromium that photographs an archived version at phone width for its filing dossier
   * (CHROMIUM_PATH, default Debian's /usr/bin/chromium); absent, the dossier says so.
   */
  chromiumPath: string;
  /** Days raw events (page views, clicks, beacons) are kept (EVENT_RETENTION_DAYS, default 90). */
  eventRetentionDays: number;
  /**
   * Days a lead keeps the visitor's phone, name and answers (LEAD_RETENTION_DAYS, default 365);
   * then a daily job erases them (`accounts/lead-erasure.ts`).
   */
  leadRetentionDays: number;
  /**
   * Years business records are kept: page versions, their archives, review records, filings and
   * the audit trail (RECORD_RETENTION_YEARS, default and least 20, 《证券法》). Nothing deletes them
   * on a timer; a page that has any cannot be deleted.
   */
  recordRetentionYears: number;
  /** Working days a filed page waits before it may go live (FILING_WAIT_WORKING_DAYS, default 5). */
  filingWaitWorkingDays: number;
  /** Holidays the filing wait skips besides weekends (FILING_HOLIDAYS, YYYY-MM-DD, comma separated). */
  filingHolidays: string[];
  /** Beacons and page events one client may send a minute (BEACON_LIMIT_PER_MINUTE, default 120). */
  beaconLimitPerMinute: number;
  /**
   * Not-found answers of visitor addresses one client address may get a minute, per server
   * process (NOT_FOUND_LIMIT_PER_MINUTE, default 120); then 429 (`ssr/not-found-limit.ts`).
   */
  notFoundLimitPerMinute: number;
  /** Server renders that may run at once (RENDER_CONCURRENCY, default 4). */
  renderConcurrency: number;
  /** Memory the server's rendered pages may hold, in MB (RENDER_CACHE_MB, default 64). */
  renderCacheMb: number;
  /**
   * Where purges of a shared cache go (CACHE_PURGE_URL, e.g. `http://127.0.0.1:8080/_purge`: a
   * page's path is appended); null, the default: no shared cache is purged and nothing is queued.
   */
  cachePurgeUrl: string | null;
  /**
   * How long a shared cache keeps a published page, in seconds: fresh (CACHE_S_MAXAGE, default
   * 120), then served while it is refetched (CACHE_STALE_WHILE_REVALIDATE, default 30), and while
   * the server is down or failing (CACHE_STALE_IF_ERROR, default 86400).
   */
  sharedCache: { sMaxAge: number; staleWhileRevalidate: number; staleIfError: number };
  /**
   * Whether only an approved revision may go live (REVIEW_REQUIRED, `1` or `0`): on by default in
   * production, where the firm must show who approved what visitors saw; off by default elsewhere,
   * so one account can compose and publish on its own machine.
   */
  reviewRequired: boolean;
  /**
   * How long a signed preview link shows its draft, in hours (PREVIEW_LINK_HOURS, default 24, at
   * most 720): anyone holding it sees unreviewed content for that long.
   */
  previewLinkHours: number;
  /**
   * How many claims, sign-ups and coupon grabs one address, device and handset may make on a page
   * a China day, where the page has no rules of its own (ABUSE_CAPS_PER_DAY,
   * `address,device,handset`; 0 is no cap): {@link DEFAULT_ABUSE_CAPS_PER_DAY} in production, no
   * caps elsewhere, so local runs and tests that claim from 127.0.0.1 are not refused.
   */
  abuseCapsPerDay: AbuseCapsPerDay;
  /**
   * How long a webhook's receiver has to answer a lead delivery, in ms (WEBHOOK_TIMEOUT_MS,
   * default 10000); a slower answer counts as a failed attempt and is retried.
   */
  webhookTimeoutMs: number;
  /**
   * Whether a webhook may point at this machine's loopback addresses (WEBHOOK_ALLOW_LOOPBACK, `1`
   * or `0`, default `0`): for a receiver run locally in development and tests; production refuses
   * to start with it. Private, link-local and metadata addresses stay refused either way.
   */
  webhookAllowLoopback: boolean;
  /**
   * Where the audit trail's signed checkpoint is kept (AUDIT_CHECKPOINT_FILE): the last entry's
   * seq and hash, which `npm run audit -- verify` holds the trail to. Default
   * `DATA_DIR/audit-checkpoint.json` for the embedded store; with DATABASE_URL none unless set
   * (required in production).
   */
  auditCheckpointFile: string | null;
  /**
   * The secret that signs the checkpoints (AUDIT_CHECKPOINT_KEY, at least 32 characters), kept
   * out of the database: required in production; elsewhere unset, a key made once in
   * `audit-checkpoint.key` beside the checkpoint (`audit/checkpoint-settings.ts`).
   */
  auditCheckpointKey: string | null;
  /** What the visitor app is told (inlined in every page). */
  clientConfig: ClientConfig;
}

/** Daily caps per key kind (`abuse/`); 0 is no cap. */
export interface AbuseCapsPerDay {
  address: number;
  device: number;
  handset: number;
}

/**
 * Production's default caps: a household or office behind one address may claim a few times
 * over, a phone a handful, a handset three; a script from one address stops at 20.
 */
export const DEFAULT_ABUSE_CAPS_PER_DAY: AbuseCapsPerDay = { address: 20, device: 5, handset: 3 };

/** Signs development tokens only; production refuses to start while it is configured. */
export const DEVELOPMENT_JWT_SECRET = 'h5-page-development-secret-do-not-use-in-production';

/** Where the collector routes live; the visitor app posts page views and clicks below it. */
export const COLLECTOR_BASE = '/collect/v1';

/** WeChat's URL links (generate-url-link answers) open on this host. */
export const DEFAULT_REDIRECT_ALLOW_HOSTS = 'wxaurl.cn';

/** The server's own passport login page (the default for every login URL). */
export const DEFAULT_LOGIN_PATH = '/passport/login';

export const PROVIDER_NAMES = [
  'sms',
  'captcha',
  'wechat',
  'enterpriseWechat',
  'payment',
  'suitability',
] as const;

/** Environment variable prefix of each provider: SMS_PROVIDER, SMS_BASE_URL, ... */
const PROVIDER_ENV: Record<keyof ProvidersConfig, string> = {
  sms: 'SMS',
  captcha: 'CAPTCHA',
  wechat: 'WECHAT',
  enterpriseWechat: 'ENTERPRISE_WECHAT',
  payment: 'PAYMENT',
  suitability: 'SUITABILITY',
};

const APP_ENVS: readonly AppEnv[] = ['production', 'test', 'development'];
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/** Thrown when the environment holds bad values; lists every problem, one per line. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const port = parsePort(read('PORT'), problems);
  const nodeEnv = normalizeNodeEnv(read('NODE_ENV'));
  // Development serves its own SMS outbox and cashier: it stays on this machine unless told.
  const host = read('HOST') ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1');
  const dataDir = read('DATA_DIR') ?? './data';
  const databaseUrl = checkedUrl(
    'DATABASE_URL',
    read('DATABASE_URL'),
    ['postgres:', 'postgresql:'],
    problems,
  );
  const redisUrl = checkedUrl('REDIS_URL', read('REDIS_URL'), ['redis:', 'rediss:'], problems);
  const workers = readWorkers(read('WORKERS'), { databaseUrl, redisUrl }, problems);
  const appEnv = oneOf('APP_ENV', read('APP_ENV'), APP_ENVS, 'development', problems);
  const logLevel = oneOf('LOG_LEVEL', read('LOG_LEVEL'), LOG_LEVELS, 'info', problems);
  const trustProxyRaw = read('TRUST_PROXY');
  let trustProxyHops = 0;
  if (trustProxyRaw !== undefined) {
    if (/^\d{1,2}$/.test(trustProxyRaw)) trustProxyHops = Number(trustProxyRaw);
    else
      problems.push(
        `TRUST_PROXY: expected the number of proxies in front (0-99), got ${quote(trustProxyRaw)}`,
      );
  }

  const apiBaseRaw = read('API_BASE');
  const apiBase =
    apiBaseRaw === undefined
      ? ''
      : (checkedUrl('API_BASE', apiBaseRaw, ['http:', 'https:'], problems) ?? '').replace(
          /\/+$/,
          '',
        );

  const cookieDomain = read('COOKIE_DOMAIN') ?? '';
  if (cookieDomain && !/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(cookieDomain)) {
    problems.push(
      `COOKIE_DOMAIN: expected a domain such as .example.com, got ${quote(cookieDomain)}`,
    );
  }
  const baiduSiteId = read('BAIDU_SITE_ID') ?? '';
  if (baiduSiteId && !/^[a-z0-9]{1,64}$/i.test(baiduSiteId)) {
    problems.push(`BAIDU_SITE_ID: expected letters and digits, got ${quote(baiduSiteId)}`);
  }

  const loginUrls = {
    desktop: checkedPathOrUrl('LOGIN_URL_DESKTOP', read('LOGIN_URL_DESKTOP'), problems),
    mobile: checkedPathOrUrl('LOGIN_URL_MOBILE', read('LOGIN_URL_MOBILE'), problems),
    test: checkedPathOrUrl('LOGIN_URL_TEST', read('LOGIN_URL_TEST'), problems),
  };
  const miniProgramLoginPath = read('MINI_PROGRAM_LOGIN_PATH') ?? '/pages/login/index';
  const wechatJsSdk = read('WECHAT_JS_SDK_URL');
  const wechatJsSdkUrl =
    wechatJsSdk === undefined || (wechatJsSdk.startsWith('/') && !wechatJsSdk.startsWith('//'))
      ? (wechatJsSdk ?? WECHAT_JS_SDK_URL)
      : (checkedUrl('WECHAT_JS_SDK_URL', wechatJsSdk, ['http:', 'https:'], problems) ??
        WECHAT_JS_SDK_URL);
  const appOpenUrl = checkedAppOpenUrl(read('APP_OPEN_URL'), problems);
  const appDownloadRaw = read('APP_DOWNLOAD_URL');
  const appDownloadUrl =
    appDownloadRaw === undefined
      ? APP_LINK_DEFAULTS.download
      : appDownloadRaw.startsWith('/') && !appDownloadRaw.startsWith('//')
        ? appDownloadRaw
        : (checkedUrl('APP_DOWNLOAD_URL', appDownloadRaw, ['http:', 'https:'], problems) ??
          APP_LINK_DEFAULTS.download);
  const jwtSecret = read('JWT_SECRET') ?? DEVELOPMENT_JWT_SECRET;
  if (jwtSecret !== DEVELOPMENT_JWT_SECRET && jwtSecret.length < 32) {
    problems.push('JWT_SECRET: must be at least 32 characters long');
  }

  const tokenTtlDays = parseDays(
    'TOKEN_TTL_DAYS',
    read('TOKEN_TTL_DAYS'),
    TOKEN_COOKIE_MAX_AGE_DAYS,
    problems,
  );
  const redisKeyPrefix = read('REDIS_KEY_PREFIX') ?? 'h5-page:';
  const diskMinFreeMb = parseCount('DISK_MIN_FREE_MB', read('DISK_MIN_FREE_MB'), 64, problems);
  const smsApiKey = read('SMS_API_KEY') ?? '';
  const captchaAppId = read('CAPTCHA_APP_ID') ?? '';
  const captchaSecret = read('CAPTCHA_SECRET') ?? '';
  const wechatAppId = read('WECHAT_APP_ID') ?? '';
  const wechatAppSecret = read('WECHAT_APP_SECRET') ?? '';
  const wechatOfficialAppId = read('WECHAT_OA_APP_ID') ?? wechatAppId;
  const wechatOfficialAppSecret = read('WECHAT_OA_APP_SECRET') ?? wechatAppSecret;
  const enterpriseWechatCorpId = read('ENTERPRISE_WECHAT_CORP_ID') ?? '';
  const enterpriseWechatSecret = read('ENTERPRISE_WECHAT_SECRET') ?? '';
  const paymentApiKey = read('PAYMENT_API_KEY') ?? '';
  const paymentNotifySecret = read('PAYMENT_NOTIFY_SECRET') ?? '';
  const suitabilityApiKey = read('SUITABILITY_API_KEY') ?? '';
  const assessRaw = read('SUITABILITY_ASSESS_URL');
  const suitabilityAssessUrl =
    assessRaw === undefined || (assessRaw.startsWith('/') && !assessRaw.startsWith('//'))
      ? (assessRaw ?? RISK_TEST_PATH)
      : (checkedUrl('SUITABILITY_ASSESS_URL', assessRaw, ['http:', 'https:'], problems) ??
        RISK_TEST_PATH);

  const adminPassword = read('ADMIN_PASSWORD') ?? null;
  if (adminPassword !== null && adminPassword.length < 8) {
    problems.push('ADMIN_PASSWORD: must be at least 8 characters long');
  }

  const redirectAllowHosts = (read('REDIRECT_ALLOW_HOSTS') ?? DEFAULT_REDIRECT_ALLOW_HOSTS)
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  for (const host of redirectAllowHosts) {
    if (!/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) {
      problems.push(
        `REDIRECT_ALLOW_HOSTS: expected host names such as m.example.com or .example.com, got ${quote(host)}`,
      );
    }
  }
  const chromiumPath = read('CHROMIUM_PATH') || '/usr/bin/chromium';
  const eventRetentionDays = parseDays(
    'EVENT_RETENTION_DAYS',
    read('EVENT_RETENTION_DAYS'),
    90,
    problems,
  );
  const leadRetentionDays = parseDays(
    'LEAD_RETENTION_DAYS',
    read('LEAD_RETENTION_DAYS'),
    365,
    problems,
  );
  const recordRetentionYears = parseRecordRetention(read('RECORD_RETENTION_YEARS'), problems);
  const filingWaitWorkingDays = parseFilingWait(read('FILING_WAIT_WORKING_DAYS'), problems);
  const filingHolidays = parseHolidays(read('FILING_HOLIDAYS'), problems);
  const beaconLimitPerMinute = parseCount(
    'BEACON_LIMIT_PER_MINUTE',
    read('BEACON_LIMIT_PER_MINUTE'),
    120,
    problems,
  );
  const notFoundLimitPerMinute = parseCount(
    'NOT_FOUND_LIMIT_PER_MINUTE',
    read('NOT_FOUND_LIMIT_PER_MINUTE'),
    120,
    problems,
  );
  const renderConcurrency = parseCount(
    'RENDER_CONCURRENCY',
    read('RENDER_CONCURRENCY'),
    4,
    problems,
  );
  const renderCacheMb = parseCount('RENDER_CACHE_MB', read('RENDER_CACHE_MB'), 64, problems);
  const cachePurgeUrl = checkedUrl(
    'CACHE_PURGE_URL',
    read('CACHE_PURGE_URL'),
    ['http:', 'https:'],
    problems,
  );
  const seconds = (name: string, fallback: number) =>
    parseWhole(name, read(name), fallback, problems, { max: 31_536_000, unit: ' of seconds' });
  const sharedCache = {
    sMaxAge: seconds('CACHE_S_MAXAGE', 120),
    staleWhileRevalidate: seconds('CACHE_STALE_WHILE_REVALIDATE', 30),
    staleIfError: seconds('CACHE_STALE_IF_ERROR', 86_400),
  };
  const reviewRequired =
    oneOf(
      'REVIEW_REQUIRED',
      read('REVIEW_REQUIRED'),
      ['0', '1'],
      nodeEnv === 'production' ? '1' : '0',
      problems,
    ) === '1';
  const previewLinkHours = parseWhole(
    'PREVIEW_LINK_HOURS',
    read('PREVIEW_LINK_HOURS'),
    24,
    problems,
    { max: 720, unit: ' of hours' },
  );
  const abuseCapsPerDay = parseAbuseCaps(
    read('ABUSE_CAPS_PER_DAY'),
    nodeEnv === 'production' ? DEFAULT_ABUSE_CAPS_PER_DAY : { address: 0, device: 0, handset: 0 },
    problems,
  );

  const webhookTimeoutMs = parseWhole(
    'WEBHOOK_TIMEOUT_MS',
    read('WEBHOOK_TIMEOUT_MS'),
    10_000,
    problems,
    { max: 120_000, unit: ' of ms' },
  );
  const webhookAllowLoopback =
    oneOf('WEBHOOK_ALLOW_LOOPBACK', read('WEBHOOK_ALLOW_LOOPBACK'), ['0', '1'], '0', problems) ===
    '1';

  const auditCheckpointFile = read('AUDIT_CHECKPOINT_FILE') ?? null;
  const auditCheckpointKey = read('AUDIT_CHECKPOINT_KEY') ?? null;
  if (auditCheckpointKey !== null && auditCheckpointKey.length < 32) {
    problems.push('AUDIT_CHECKPOINT_KEY: must be at least 32 characters long');
  }

  const providers = {} as ProvidersConfig;
  for (const name of PROVIDER_NAMES) providers[name] = readProvider(name, read, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  const base = {
    port,
    host,
    dataDir,
    databaseUrl,
    redisUrl,
    nodeEnv,
    appEnv,
    logLevel,
    trustProxyHops,
    apiBase,
    cookieDomain,
    baiduSiteId,
    loginUrls,
    miniProgramLoginPath,
    wechatJsSdkUrl,
    appOpenUrl,
    appDownloadUrl,
    jwtSecret,
    tokenTtlDays,
    redisKeyPrefix,
    workers,
    diskMinFreeMb,
    smsApiKey,
    captchaAppId,
    captchaSecret,
    wechatAppId,
    wechatAppSecret,
    wechatOfficialAppId,
    wechatOfficialAppSecret,
    enterpriseWechatCorpId,
    enterpriseWechatSecret,
    paymentApiKey,
    paymentNotifySecret,
    suitabilityApiKey,
    suitabilityAssessUrl,
    adminPassword,
    auditCheckpointFile,
    auditCheckpointKey,
    providers,
    redirectAllowHosts,
    chromiumPath,
    eventRetentionDays,
    leadRetentionDays,
    recordRetentionYears,
    filingWaitWorkingDays,
    filingHolidays,
    beaconLimitPerMinute,
    notFoundLimitPerMinute,
    renderConcurrency,
    renderCacheMb,
    cachePurgeUrl,
    sharedCache,
    reviewRequired,
    previewLinkHours,
    abuseCapsPerDay,
    webhookTimeoutMs,
    webhookAllowLoopback,
  };
  const config: Config = { ...base, clientConfig: deriveClientConfig(base) };
  assertProductionReady(config);
  return config;
}

/** The visitor-facing subset of the configuration. */
export function deriveClientConfig(config: Omit<Config, 'clientConfig'>): ClientConfig {
  return {
    apiBase: config.apiBase,
    appEnv: config.appEnv,
    baiduSiteId: config.baiduSiteId,
    cookieDomain: config.cookieDomain,
    loginUrls: { ...config.loginUrls },
    miniProgramLoginPath: config.miniProgramLoginPath,
    wechatJsSdkUrl: config.wechatJsSdkUrl,
    collectorUrl: COLLECTOR_BASE,
    redirectAllowHosts: [...config.redirectAllowHosts],
    appOpenUrl: config.appOpenUrl,
    appDownloadUrl: config.appDownloadUrl,
    // Only another provider's questionnaire: the same for every visitor, so pages stay cacheable.
    ...(config.suitabilityAssessUrl && config.suitabilityAssessUrl !== RISK_TEST_PATH
      ? { suitabilityAssessUrl: config.suitabilityAssessUrl }
      : {}),
  };
}

/** The settings the production checks read. */
type ProductionSettings = Pick<
  Config,
  'nodeEnv' | 'jwtSecret' | 'providers' | 'smsApiKey' | 'captchaAppId' | 'captchaSecret'
> &
  Partial<CampaignCredentials> &
  Partial<Pick<Config, 'auditCheckpointKey' | 'auditCheckpointFile' | 'databaseUrl'>> &
  Partial<Pick<Config, 'adminPassword' | 'webhookAllowLoopback'>>;

/**
 * What keeps a configuration from running in production: development providers and the
 * default secret. Empty outside NODE_ENV=production.
 */
export function productionProblems(config: ProductionSettings): string[] {
  if (config.nodeEnv !== 'production') return [];
  const problems: string[] = [];
  if (config.jwtSecret === DEVELOPMENT_JWT_SECRET) {
    problems.push(
      'JWT_SECRET: the development default secret is configured; set a secret of your own',
    );
  }
  for (const name of PROVIDER_NAMES) {
    if (config.providers[name].kind === 'development') {
      const prefix = PROVIDER_ENV[name];
      problems.push(
        `${prefix}_PROVIDER: the development ${name} provider is configured; set ${prefix}_PROVIDER=http and ${prefix}_BASE_URL`,
      );
    }
  }
  // The real SMS and captcha services refuse every call without their credentials.
  if (config.providers.sms.kind === 'http' && !config.smsApiKey) {
    problems.push('SMS_API_KEY: required by the http SMS provider');
  }
  if (config.providers.captcha.kind === 'http') {
    if (!config.captchaAppId) {
      problems.push('CAPTCHA_APP_ID: required by the http captcha provider');
    }
    if (!config.captchaSecret) {
      problems.push('CAPTCHA_SECRET: required by the http captcha provider');
    }
  }
  // Webhooks would post leads to whatever listens on this machine's own ports.
  if (config.webhookAllowLoopback) {
    problems.push(
      'WEBHOOK_ALLOW_LOOPBACK: webhooks to loopback addresses are for development only; unset it',
    );
  }
  // A checkpoint proves the trail's end only to whoever cannot sign one: not the database's users.
  if (!config.auditCheckpointKey) {
    problems.push(
      "AUDIT_CHECKPOINT_KEY: required in production: a secret of at least 32 characters, kept out of the database, that signs the audit trail's checkpoints",
    );
  }
  if (config.databaseUrl && !config.auditCheckpointFile) {
    problems.push(
      "AUDIT_CHECKPOINT_FILE: required in production with DATABASE_URL: a file outside the database, on a disk that outlives releases, for the audit trail's checkpoint",
    );
  }
  problems.push(...campaignProductionProblems(config));
  problems.push(...adminPasswordProblems(config));
  return problems;
}

/** A production builder is not guarded by a password that every guessing list starts with. */
function adminPasswordProblems(config: Partial<Pick<Config, 'adminPassword'>>): string[] {
  const reason = config.adminPassword ? weakPasswordReason(config.adminPassword) : null;
  return reason
    ? [
        `ADMIN_PASSWORD: too weak for production (${reason}); choose at least 12 characters that are not a common password, or unset it for a random one`,
      ]
    : [];
}

/**
 * The credentials of the WeChat, enterprise WeChat, payment and suitability clients and the admin
 * API.
 */
type CampaignCredentials = Pick<
  Config,
  | 'wechatAppId'
  | 'wechatAppSecret'
  | 'enterpriseWechatCorpId'
  | 'enterpriseWechatSecret'
  | 'paymentApiKey'
  | 'paymentNotifySecret'
  | 'suitabilityApiKey'
>;

/**
 * Production problems of the campaign clients: each real client needs its credentials (the real
 * services refuse every call without them). A configuration
 * without these keys at all (built in code) is checked as if they were empty.
 */
function campaignProductionProblems(
  config: Pick<Config, 'providers'> & Partial<CampaignCredentials>,
): string[] {
  const problems: string[] = [];
  const need = (kind: ProviderKind, value: string | undefined, name: string, client: string) => {
    if (kind === 'http' && !value) problems.push(`${name}: required by the http ${client} client`);
  };
  const { wechat, enterpriseWechat, payment, suitability } = config.providers;
  need(wechat.kind, config.wechatAppId, 'WECHAT_APP_ID', 'WeChat');
  need(wechat.kind, config.wechatAppSecret, 'WECHAT_APP_SECRET', 'WeChat');
  need(
    enterpriseWechat.kind,
    config.enterpriseWechatCorpId,
    'ENTERPRISE_WECHAT_CORP_ID',
    'enterprise WeChat',
  );
  need(
    enterpriseWechat.kind,
    config.enterpriseWechatSecret,
    'ENTERPRISE_WECHAT_SECRET',
    'enterprise WeChat',
  );
  need(payment.kind, config.paymentApiKey, 'PAYMENT_API_KEY', 'payment');
  need(payment.kind, config.paymentNotifySecret, 'PAYMENT_NOTIFY_SECRET', 'payment');
  need(suitability.kind, config.suitabilityApiKey, 'SUITABILITY_API_KEY', 'suitability');
  return problems;
}

/** Refuses to start production with development stand-ins, naming each. */
export function assertProductionReady(config: ProductionSettings): void {
  const problems = productionProblems(config);
  if (problems.length > 0) {
    throw new ConfigError(['NODE_ENV=production refuses to start:', ...problems]);
  }
}

function readProvider(
  name: keyof ProvidersConfig,
  read: (name: string) => string | undefined,
  problems: string[],
): ProviderConfig {
  const prefix = PROVIDER_ENV[name];
  const baseUrlRaw = read(`${prefix}_BASE_URL`);
  const baseUrl = (
    checkedUrl(`${prefix}_BASE_URL`, baseUrlRaw, ['http:', 'https:'], problems) ?? ''
  ).replace(/\/+$/, '');
  // A base URL alone means "use the real service there"; the kind can still be forced.
  const kind = oneOf<ProviderKind>(
    `${prefix}_PROVIDER`,
    read(`${prefix}_PROVIDER`),
    ['development', 'http'],
    baseUrlRaw ? 'http' : 'development',
    problems,
  );
  if (kind === 'http' && !baseUrlRaw) {
    problems.push(`${prefix}_BASE_URL: required when ${prefix}_PROVIDER=http`);
  }
  return { kind, baseUrl: kind === 'http' ? baseUrl : '' };
}

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT: expected an integer from 0 to 65535, got ${quote(raw)}`);
    return 3000;
  }
  return port;
}

/** A whole number from 1 to `max`; `unit` says in the refusal what it counts, where not plain. */
function parseWhole(
  name: string,
  raw: string | undefined,
  fallback: number,
  problems: string[],
  { max, unit = '' }: { max: number; unit?: string },
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) {
    problems.push(`${name}: expected a whole number${unit} from 1 to ${max}, got ${quote(raw)}`);
    return fallback;
  }
  return value;
}

function parseDays(name: string, raw: string | undefined, fallback: number, problems: string[]) {
  return parseWhole(name, raw, fallback, problems, { max: 3650, unit: ' of days' });
}

/** Never below the 20 years of 《证券法》: a shorter setting refuses to start. */
function parseRecordRetention(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return RECORD_RETENTION_MIN_YEARS;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < RECORD_RETENTION_MIN_YEARS || value > 200) {
    problems.push(
      `RECORD_RETENTION_YEARS: business records (page versions, archives, reviews, the audit trail) must be kept at least ${RECORD_RETENTION_MIN_YEARS} years under 《证券法》 (the Securities Law); expected a whole number of years from ${RECORD_RETENTION_MIN_YEARS} to 200, got ${quote(raw)}`,
    );
    return RECORD_RETENTION_MIN_YEARS;
  }
  return value;
}

/** 0 to 60 working days. */
function parseFilingWait(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return FILING_WAIT_WORKING_DAYS_DEFAULT;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 60) {
    problems.push(
      `FILING_WAIT_WORKING_DAYS: expected a whole number of working days from 0 to 60, got ${quote(raw)}`,
    );
    return FILING_WAIT_WORKING_DAYS_DEFAULT;
  }
  return value;
}

/** Dates YYYY-MM-DD, comma separated. */
function parseHolidays(raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined) return [];
  const days = raw
    .split(',')
    .map((day) => day.trim())
    .filter((day) => day !== '');
  const wrong = days.find((day) => !isStatsDate(day));
  if (wrong !== undefined) {
    problems.push(
      `FILING_HOLIDAYS: expected dates YYYY-MM-DD separated by commas, got ${quote(wrong)}`,
    );
    return [];
  }
  return [...new Set(days)].sort();
}

function parseAbuseCaps(
  raw: string | undefined,
  fallback: AbuseCapsPerDay,
  problems: string[],
): AbuseCapsPerDay {
  if (raw === undefined) return fallback;
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length !== 3 || parts.some((part) => !/^\d{1,6}$/.test(part))) {
    problems.push(
      `ABUSE_CAPS_PER_DAY: expected three whole numbers address,device,handset (0: no cap) such as 20,5,3, got ${quote(raw)}`,
    );
    return fallback;
  }
  const [address = 0, device = 0, handset = 0] = parts.map(Number);
  return { address, device, handset };
}

function parseCount(name: string, raw: string | undefined, fallback: number, problems: string[]) {
  return parseWhole(name, raw, fallback, problems, { max: 100_000 });
}

function oneOf<T extends string>(
  name: string,
  raw: string | undefined,
  allowed: readonly T[],
  fallback: T,
  problems: string[],
): T {
  if (raw === undefined) return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${name}: expected one of ${allowed.join(', ')}, got ${quote(raw)}`);
  return fallback;
}

function checkedUrl(
  name: string,
  raw: string | undefined,
  protocols: string[],
  problems: string[],
): string | null {
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The value is not echoed: connection strings carry passwords.
    problems.push(
      `${name}: expected a ${protocols.join(' or ')}//… URL, got something that is not a URL`,
    );
    return null;
  }
  if (!protocols.includes(url.protocol)) {
    problems.push(`${name}: expected a ${protocols.join(' or ')} URL, got ${quote(url.protocol)}`);
    return null;
  }
  return raw;
}

/** Login pages may live on this server ('/passport/login') or elsewhere (https://…). */
function checkedPathOrUrl(name: string, raw: string | undefined, problems: string[]): string {
  if (raw === undefined) return DEFAULT_LOGIN_PATH;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  return checkedUrl(name, raw, ['http:', 'https:'], problems) ?? DEFAULT_LOGIN_PATH;
}

/**
 * APP_OPEN_URL: an app scheme (`niu8://open`) or an http(s) universal link; never a scheme
 * that runs script or reads files.
 */
function checkedAppOpenUrl(raw: string | undefined, problems: string[]): string {
  if (raw === undefined) return APP_LINK_DEFAULTS.open;
  if (/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(raw) && isSafeUrl(raw)) return raw;
  problems.push(
    `APP_OPEN_URL: expected the app's scheme such as niu8://open or an https:// universal link, got ${quote(raw)}`,
  );
  return APP_LINK_DEFAULTS.open;
}

/** Values are quoted but shortened, so a secret pasted in the wrong variable is not echoed whole. */
function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
}
