import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DBZS_PRODUCT_ID } from '@h5-page/schema/constants';
import { CAMPAIGN_SEED, seedCampaignIfEmpty } from '../../src/seed/campaign-seed.ts';
import { createLeadRepository } from '../../src/accounts/store/lead-repository.ts';
import { migrate } from '../../src/store/migrate.ts';
import type { Database } from '../../src/store/open-database.ts';
import { chatGroups, products } from '../../src/campaigns/store/tables.ts';
import { createUserRepository } from '../../src/accounts/store/user-repository.ts';
import { createCampaignStore } from '../../src/campaigns/store/campaign-store.ts';
import type { CampaignStore } from '../../src/campaigns/store/campaign-store.ts';
import { newPid } from '../../src/campaigns/store/order-repository.ts';

/**
 * The campaign repositories' behaviour both drivers must share; run on PGlite
 * (campaign-repositories.test.ts) and PostgreSQL (campaign-postgres.test.ts).
 */
export function campaignRepositorySuite(open: () => Promise<Database>): void {
  let database: Database;
  let store: CampaignStore;

  beforeAll(async () => {
    database = await open();
    await migrate(database);
    store = createCampaignStore(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  describe('seed', () => {
    it('seeds an empty store once', async () => {
      expect(await seedCampaignIfEmpty(database.db)).toBe(true);
      expect(await seedCampaignIfEmpty(database.db)).toBe(false);
      expect(await store.orders.product(DBZS_PRODUCT_ID)).toMatchObject({ mark: 'dbzs' });
      expect((await store.groups.find(3201))?.activity).toBe('sqsjGroup');
      expect(CAMPAIGN_SEED.groups.length).toBeGreaterThan(5);
    });
  });

  describe('groups', () => {
    it('applies the requires rules against users and leads', async () => {
      const users = createUserRepository(database.db);
      const leads = createLeadRepository(database.db);
      const { user: plain } = await users.loginOrRegister({
        handset: '13600000001',
        now: new Date(),
      });
      const { user: lead } = await users.loginOrRegister({
        handset: '13600000002',
        now: new Date(),
      });
      await leads.insert({
        pageCode: 'demo',
        handset: '13600000002',
        nickName: '李',
        cpsId: '',
        versionId: 276,
        isSendResult: 0,
      });
      expect(await store.groups.meets(999_999, 'any')).toBe(true);
      expect(await store.groups.meets(999_999, 'registered')).toBe(false);
      expect(await store.groups.meets(plain.softuserId, 'registered')).toBe(true);
      expect(await store.groups.meets(plain.softuserId, 'lead')).toBe(false);
      expect(await store.groups.meets(lead.softuserId, 'lead')).toBe(true);
    });

    it('joins once, and never past max_members under concurrent joins', async () => {
      await database.db
        .insert(chatGroups)
        .values({ id: 8801, activity: 'suite', name: '并发群', maxMembers: 4 });
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) => store.groups.join(8801, 70_000 + i)),
      );
      expect(outcomes.filter((o) => o === 'joined')).toHaveLength(4);
      expect(outcomes.filter((o) => o === 'full')).toHaveLength(6);
      expect(await store.groups.memberCount(8801)).toBe(4);
      const member = outcomes.indexOf('joined');
      expect(await store.groups.join(8801, 70_000 + member)).toBe('already');
      expect(await store.groups.join(8899, 1)).toBe('missing');
      expect(await store.groups.joinedGroupIds(70_000 + member)).toEqual([8801]);
      expect((await store.groups.openGroupsOf('suite')).map((g) => g.id)).toEqual([8801]);
    });

    it('takes a user into one group of a set only, also when both joins run at once', async () => {
      await database.db.insert(chatGroups).values([
        { id: 8811, activity: 'suite', name: '实战 1 群', exclusiveSet: 'suite-set' },
        { id: 8812, activity: 'suite', name: '实战 2 群', exclusiveSet: 'suite-set' },
        { id: 8813, activity: 'suite', name: '交流群' },
      ]);
      expect(await store.groups.join(8811, 71_000)).toBe('joined');
      expect(await store.groups.join(8812, 71_000)).toBe('taken');
      expect(await store.groups.join(8811, 71_000)).toBe('already');
      // A group outside the set is no concern of it.
      expect(await store.groups.join(8813, 71_000)).toBe('joined');
      for (let user = 71_001; user <= 71_005; user += 1) {
        const outcomes = await Promise.all([
          store.groups.join(8811, user),
          store.groups.join(8812, user),
        ]);
        expect(outcomes.sort()).toEqual(['joined', 'taken']);
        expect((await store.groups.joinedGroupIds(user)).length).toBe(1);
      }
    });

    it("finds the activity's service group, else the default one", async () => {
      expect((await store.groups.serviceGroupFor('nothing'))?.id).toBe(3901);
      await database.db
        .insert(chatGroups)
        .values({ id: 8802, activity: 'suite', kind: 'service', name: '专属' });
      expect((await store.groups.serviceGroupFor('suite'))?.id).toBe(8802);
    });
  });

  describe('staff', () => {
    it('keeps the first contact code saved for a state code', async () => {
      expect((await store.staff.binding('sqsj'))?.contactQrCode).toBe('');
      await store.staff.saveContactQrCode('sqsj', 'https://a.example/1');
      await store.staff.saveContactQrCode('sqsj', 'https://a.example/2');
      expect((await store.staff.binding('sqsj'))?.contactQrCode).toBe('https://a.example/1');
      expect((await store.staff.defaultStaff())?.id).toBe(1);
      expect(await store.staff.binding('nothing')).toBeNull();
    });

    it('keeps the first contact code made for a state code and staff member', async () => {
      expect(await store.staff.contactCode('unknown-state', 1)).toBeNull();
      expect(await store.staff.keepContactCode('unknown-state', 1, 'https://a.example/1')).toBe(
        'https://a.example/1',
      );
      expect(await store.staff.keepContactCode('unknown-state', 1, 'https://a.example/2')).toBe(
        'https://a.example/1',
      );
      expect(await store.staff.contactCode('unknown-state', 2)).toBeNull();
      expect(await store.staff.contactCode('unknown-state', 1)).toBe('https://a.example/1');
    });
  });

  describe('orders', () => {
    it('opens one order per user and product until paid, and pays it once', async () => {
      const product = await store.orders.product(DBZS_PRODUCT_ID);
      if (!product) throw new Error('seed product missing');
      const first = await store.orders.openOrder({ softuserId: 11, product });
      expect(first.created).toBe(true);
      expect(first.order).toMatchObject({ state: 'created', amountCents: 99_800 });
      const again = await store.orders.openOrder({ softuserId: 11, product });
      expect(again).toMatchObject({ created: false, order: { pid: first.order.pid } });

      const paid = await store.orders.markPaid(first.order.pid);
      expect(paid.kind).toBe('paid');
      expect((await store.orders.markPaid(first.order.pid)).kind).toBe('already');
      expect((await store.orders.markPaid('P20260101000000000000')).kind).toBe('missing');
      expect((await store.orders.latestOrder(11, DBZS_PRODUCT_ID, 'paid'))?.pid).toBe(
        first.order.pid,
      );
      // A new price makes a new order.
      const changed = await store.orders.openOrder({
        softuserId: 12,
        product: { ...product, priceCents: 1 },
      });
      expect(changed.order.amountCents).toBe(1);
    });

    it('makes public ids that do not repeat', () => {
      const pids = new Set(Array.from({ length: 1000 }, () => newPid()));
      expect(pids.size).toBe(1000);
      expect(newPid(new Date('2027-02-20T00:00:00Z'))).toMatch(/^P20270220[0-9A-F]{12}$/);
    });

    it('refuses an order of an unknown product (foreign key)', async () => {
      await expect(
        store.orders.openOrder({
          softuserId: 13,
          product: {
            shopProductId: 424_242,
            modeShopProductId: 1,
            name: 'x',
            priceCents: 1,
            mark: null,
            onSale: true,
            periodMonths: null,
            productCode: null,
            serviceDays: null,
            riskLevel: 'R3',
            createdAt: new Date(),
            updatedAt: new Date(),
          },
        }),
      ).rejects.toThrow();
      // The seeded products only (migrations add none); nothing else.
      expect(await database.db.select().from(products)).toHaveLength(CAMPAIGN_SEED.products.length);
    });
  });

  describe('activity data, brokerage, jumps, campaign APIs, browse uploads', () => {
    it('reads the seeded notice items and vacancies', async () => {
      expect((await store.activityData.virtualUsers('1'))?.items[0]).toEqual({
        avatar: '/seed-assets/campaign/avatar-1.svg',
        text: '138****6621 刚刚领取了新春礼包',
      });
      expect(await store.activityData.vacancy('1')).toMatchObject({
        currentNum: 386,
        limitNum: 500,
      });
      expect(await store.activityData.vacancy('nothing')).toBeNull();
    });

    it('stores brokerage requests per user and lists the options in order', async () => {
      await store.brokerage.addRequest({
        kind: 'fund',
        softuserId: 21,
        openBrokerageType: 'caida',
        fields: { fund_account: '123456' },
      });
      expect((await store.brokerage.requestsOf(21)).map((r) => r.fields)).toEqual([
        { fund_account: '123456' },
      ]);
      expect((await store.brokerage.options()).map((o) => o.openBrokerageType)).toEqual([
        'caida',
        'huaxin',
        'guolian',
      ]);
      expect(await store.jumps.find('live-course')).toMatchObject({ url: '/h5-page/course' });
    });

    it('counts campaign API calls per user, exactly under concurrent calls', async () => {
      const path = '/oabase/api/campaign/v1/live-reminder';
      const counts = await Promise.all(
        Array.from({ length: 8 }, () => store.campaignApis.recordCall(path, 31)),
      );
      expect([...counts].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(await store.campaignApis.recordCall(path, 32)).toBe(1);
      expect((await store.campaignApis.find(path))?.oncePerUser).toBe(true);
    });

    it('records browse uploads', async () => {
      await store.browse.record(41, 'suite-upload');
      await store.browse.record(42, 'suite-upload');
      expect(await store.browse.count('suite-upload')).toBe(2);
    });
  });
}
