import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkSmsCode,
  createSmsCodeHasher,
  SMS_CODE_MAX_FAILURES,
} from '../../src/accounts/auth/sms-codes.ts';
import {
  DevCaptchaProvider,
  DEV_CAPTCHA_CODES,
} from '../../src/accounts/providers/dev-captcha-provider.ts';
import { createLeadRepository } from '../../src/accounts/store/lead-repository.ts';
import type { LeadRepository } from '../../src/accounts/store/lead-repository.ts';
import { migrate } from '../../src/store/migrate.ts';
import type { Database } from '../../src/store/open-database.ts';
import {
  createSmsCodeRepository,
  SMS_CODE_RETENTION_MS,
} from '../../src/accounts/store/sms-code-repository.ts';
import type { SmsCodeRepository } from '../../src/accounts/store/sms-code-repository.ts';
import { createUserRepository } from '../../src/accounts/store/user-repository.ts';
import type { UserRepository } from '../../src/accounts/store/user-repository.ts';
import { TIANHE_STORED } from '../support/tianhe-address.ts';

/**
 * The accounts repositories, the SMS code check and the development captcha, on a real
 * database; run by accounts-repositories.test.ts (PGlite) and accounts-postgres.test.ts
 * (PostgreSQL).
 */
export function accountsRepositorySuite(open: () => Promise<Database>): void {
  let database: Database;
  let users: UserRepository;
  let codes: SmsCodeRepository;
  let leads: LeadRepository;
  const hasher = createSmsCodeHasher('suite-secret');

  beforeAll(async () => {
    database = await open();
    await migrate(database);
    users = createUserRepository(database.db);
    codes = createSmsCodeRepository(database.db);
    leads = createLeadRepository(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  describe('users', () => {
    it('registers a handset once, then logs it in, keeping softuser_id', async () => {
      const first = await users.loginOrRegister({ handset: '13800000001', now: new Date(1000) });
      expect(first.created).toBe(true);
      expect(first.user).toMatchObject({
        handset: '13800000001',
        softuserType: 0,
        nickName: '',
        province: null,
      });
      expect(first.user.softuserId).toBeGreaterThan(0);
      expect(first.user.lastLoginAt).toEqual(new Date(1000));

      const again = await users.loginOrRegister({ handset: '13800000001', now: new Date(2000) });
      expect(again.created).toBe(false);
      expect(again.user.softuserId).toBe(first.user.softuserId);
      expect(again.user.lastLoginAt).toEqual(new Date(2000));
      expect(again.user.createdAt).toEqual(new Date(1000));

      expect(await users.findById(first.user.softuserId)).toEqual(again.user);
      expect(await users.findByHandset('13800000001')).toEqual(again.user);
      expect(await users.findById(999_999)).toBeNull();
      expect(await users.findByHandset('13800009999')).toBeNull();
    });

    it('stores the name and the register-by-address fields when given, keeping them otherwise', async () => {
      const address = TIANHE_STORED;
      const { user } = await users.loginOrRegister({
        handset: '13800000002',
        now: new Date(),
        nickName: '张三',
        address,
      });
      expect(user).toMatchObject({ nickName: '张三', ...address });
      const { user: later } = await users.loginOrRegister({
        handset: '13800000002',
        now: new Date(),
      });
      expect(later).toMatchObject({ nickName: '张三', ...address });
    });

    it('registers a handset once when logins race', async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          users.loginOrRegister({ handset: '13800000003', now: new Date() }),
        ),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.user.softuserId)).size).toBe(1);
    });
  });

  describe('sms codes', () => {
    const add = (handset: string, code: string, createdAt = new Date(), ttlMs = 300_000) =>
      codes.insert({
        handset,
        codeHash: hasher.hash(handset, code),
        purpose: 'lead',
        ip: '127.0.0.1',
        createdAt,
        expiresAt: new Date(createdAt.getTime() + ttlMs),
      });
    const check = (handset: string, code: string, now = new Date()) =>
      database.db.transaction((tx) =>
        checkSmsCode(createSmsCodeRepository(tx), hasher, handset, code, now),
      );

    it('keeps only a keyed hash of the code, and the newest code is the one checked', async () => {
      await add('13900000001', '1111');
      const id = await add('13900000001', '2222');
      const row = await database.db.transaction((tx) =>
        createSmsCodeRepository(tx).latestForUpdate('13900000001'),
      );
      expect(row).toMatchObject({
        id,
        handset: '13900000001',
        failedAttempts: 0,
        consumedAt: null,
      });
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.codeHash).not.toContain('2222');
      expect(hasher.matches('13900000001', '2222', row?.codeHash ?? '')).toBe(true);
      expect(hasher.matches('13900000002', '2222', row?.codeHash ?? '')).toBe(false);
      expect(await check('13900000001', '1111')).toMatchObject({ kind: 'wrong' });
      expect(await check('13900000001', '2222')).toEqual({ kind: 'ok', id });
    });

    it('accepts a code once', async () => {
      const id = await add('13900000002', '1234');
      expect(await check('13900000002', '1234')).toEqual({ kind: 'ok', id });
      expect(await codes.consume(id, new Date())).toBe(true);
      expect(await codes.consume(id, new Date())).toBe(false);
      expect(await check('13900000002', '1234')).toEqual({ kind: 'consumed', id });
      expect(await check('13900000002', '4321')).toEqual({ kind: 'used' });
    });

    it('expires a code after its time', async () => {
      const at = new Date('2025-01-01T00:00:00Z');
      await add('13900000003', '1234', at);
      expect((await check('13900000003', '1234', new Date(at.getTime() + 299_999))).kind).toBe(
        'ok',
      );
      expect(await check('13900000003', '1234', new Date(at.getTime() + 300_000))).toEqual({
        kind: 'expired',
      });
    });

    it('kills a code after five wrong tries, counting each', async () => {
      await add('13900000004', '1234');
      for (let failures = 1; failures <= SMS_CODE_MAX_FAILURES; failures += 1) {
        expect(await check('13900000004', '0000')).toEqual({ kind: 'wrong', failures });
      }
      expect(await check('13900000004', '1234')).toEqual({ kind: 'locked' });
      expect(await check('13900000004', '0000')).toEqual({ kind: 'locked' });
    });

    it('counts concurrent wrong tries exactly (the row is locked)', async () => {
      await add('13900000005', '1234');
      const results = await Promise.all(
        Array.from({ length: 8 }, () => check('13900000005', '0000')),
      );
      const failures = results.flatMap((r) => (r.kind === 'wrong' ? [r.failures] : []));
      expect(failures.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
      expect(results.filter((r) => r.kind === 'locked')).toHaveLength(3);
    });

    it('answers missing when no code was sent, and removes a code that was not sent', async () => {
      expect(await check('13900000006', '1234')).toEqual({ kind: 'missing' });
      const first = await add('13900000006', '1111');
      const second = await add('13900000006', '2222');
      await codes.remove(second);
      expect(await check('13900000006', '1111')).toEqual({ kind: 'ok', id: first });
    });

    it('drops a handset’s codes older than a day when it is sent a new one', async () => {
      const now = Date.now();
      await add('13900000007', '1111', new Date(now - SMS_CODE_RETENTION_MS - 1000));
      await add('13900000007', '2222', new Date(now - 1000));
      await add('13900000007', '3333', new Date(now));
      const rows = await database.withSession((session) =>
        session.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM sms_codes WHERE handset = '13900000007'",
        ),
      );
      expect(rows[0]?.n).toBe(2);
    });
  });

  describe('leads', () => {
    const lead = (overrides: Partial<Parameters<LeadRepository['insert']>[0]> = {}) => ({
      pageCode: 'demo',
      handset: '13700000001',
      nickName: '李四',
      cpsId: 'wx-01',
      versionId: 276,
      isSendResult: 1,
      ...overrides,
    });

    it('stores a lead with its page, channel and time', async () => {
      const at = new Date('2025-03-01T08:00:00Z');
      const { lead: row, created } = await leads.insert(lead({ createdAt: at }));
      expect(created).toBe(true);
      expect(row).toMatchObject({ ...lead(), createdAt: at });
      expect(await leads.find('13700000001', 'demo')).toEqual(row);
    });

    it('keeps one lead per handset and page, and answers the first for a repeat', async () => {
      const first = await leads.insert(lead({ handset: '13700000002' }));
      const repeat = await leads.insert(lead({ handset: '13700000002', nickName: '王五' }));
      expect(repeat).toEqual({ lead: first.lead, created: false });
      const otherPage = await leads.insert(lead({ handset: '13700000002', pageCode: 'other' }));
      expect(otherPage.created).toBe(true);
    });

    it("holds the rule for leads whose page is unknown too ('' not NULL)", async () => {
      const first = await leads.insert(lead({ handset: '13700000003', pageCode: '' }));
      const repeat = await leads.insert(lead({ handset: '13700000003', pageCode: '' }));
      expect(first.created).toBe(true);
      expect(repeat).toEqual({ lead: first.lead, created: false });
    });

    it('writes one lead when the same lead races', async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, () => leads.insert(lead({ handset: '13700000004' }))),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
    });

    it('lists newest first and counts, per page and since a time', async () => {
      await leads.insert(lead({ handset: '13700000005', pageCode: 'count-me' }));
      await leads.insert(lead({ handset: '13700000006', pageCode: 'count-me' }));
      const listed = await leads.list({ pageCode: 'count-me' });
      expect(listed.map((l) => l.handset)).toEqual(['13700000006', '13700000005']);
      expect(await leads.count({ pageCode: 'count-me' })).toBe(2);
      expect(
        await leads.count({ pageCode: 'count-me', since: new Date(Date.now() + 60_000) }),
      ).toBe(0);
      expect(await leads.list({ pageCode: 'count-me', limit: 1 })).toHaveLength(1);
      expect(await leads.count()).toBeGreaterThanOrEqual(2);
    });
  });

  describe('development captcha tickets', () => {
    it('accepts a ticket once, and only with its randstr', async () => {
      const captcha = new DevCaptchaProvider(database.db);
      const { ticket, randstr } = await captcha.issue();
      expect(ticket).toMatch(/^dev-[0-9a-f]{32}$/);
      expect(await captcha.verify(ticket, 'wrong', '127.0.0.1')).toMatchObject({
        ok: false,
        code: DEV_CAPTCHA_CODES.UNKNOWN,
      });
      expect(await captcha.verify(ticket, randstr, '127.0.0.1')).toEqual({ ok: true });
      expect(await captcha.verify(ticket, randstr, '127.0.0.1')).toMatchObject({
        ok: false,
        code: DEV_CAPTCHA_CODES.USED,
      });
      expect(await captcha.verify('dev-' + '0'.repeat(32), randstr, '127.0.0.1')).toMatchObject({
        code: DEV_CAPTCHA_CODES.UNKNOWN,
      });
      expect(await captcha.verify('not\u0000a ticket', randstr, '127.0.0.1')).toMatchObject({
        code: DEV_CAPTCHA_CODES.UNKNOWN,
      });
    });

    it('accepts a ticket once when checks race', async () => {
      const captcha = new DevCaptchaProvider(database.db);
      const { ticket, randstr } = await captcha.issue();
      const results = await Promise.all(
        Array.from({ length: 6 }, () => captcha.verify(ticket, randstr, '127.0.0.1')),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
    });

    it('refuses a ticket issued more than ten minutes ago', async () => {
      const captcha = new DevCaptchaProvider(database.db);
      const { ticket, randstr } = await captcha.issue(new Date(Date.now() - 11 * 60_000));
      expect(await captcha.verify(ticket, randstr, '127.0.0.1')).toMatchObject({
        ok: false,
        code: DEV_CAPTCHA_CODES.EXPIRED,
      });
    });
  });
}
