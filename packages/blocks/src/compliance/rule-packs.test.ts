import { describe, expect, it } from 'vitest';
import { rulePackSchema } from '@h5-page/schema/rule-pack';
import { complianceChecks } from './compliance-checks.ts';
import { DEFAULT_COMPLIANCE_PHRASES } from './default-phrases.ts';
import { packProblems } from './pack-problems.ts';
import { rulePacks, rulePacksStamp } from './rule-packs.ts';

const block = (name: string, value: Record<string, unknown> = {}, children: unknown[] = []) => ({
  name,
  value,
  children,
});
const text = (words: string) => block('text', { html: `<p>${words}</p>` });
const pageOf = (...page_schema: unknown[]) => ({
  code: 'p',
  title: '页面',
  meta: { keywords: '', description: '' },
  page_schema,
});
/** The pack problems of one text standing alone on a page. */
const alone = (words: string) =>
  packProblems([{ path: 'page_schema[0].value.html', text: words }], []);
const rules = rulePacks().flatMap((pack) => pack.rules.map((rule) => ({ pack, rule })));

/**
 * Sentences of ordinary securities marketing: no rule of any pack may flag them, or every page
 * a marketer writes would be red.
 */
const ORDINARY = [
  '双11 开户福利，新客专享 Level-2 行情 30 天',
  '扫码添加投顾老师，第一时间获取直播提醒',
  '投资有风险，入市需谨慎',
  '本产品不保本，过往业绩不代表未来表现',
  '限时优惠：季度版立减 100 元，续费再赠 7 天',
  '最高可领 888 元开户礼包',
  '每晚 8 点直播复盘，讲解当日市场热点',
  '第一步：填写手机号；第二步：输入验证码',
  '账户资金由银行第三方存管',
  '课程共 7 讲，第一讲免费试听',
  '98% 的学员给出好评',
  '投资顾问服务不承诺收益，不代客理财，不与客户约定分享收益或分担损失',
  '风险等级：R3（中风险），适合 C3 及以上投资者',
  '立即预约，名额有限',
  '春节红包：开户即领 3 张手续费优惠券',
  '讲座回放：如何读懂上市公司财报',
  '开门红：新开户送 Level-2 行情季卡',
  '周年庆：老用户续费 8 折',
  '本页面内容仅供参考，不构成任何投资建议',
  '盘中异动提醒，帮您及时了解市场变化',
  '投顾服务提供的配置建议仅供参考，不构成收益承诺',
  '定投不能保证收益，也不能规避市场风险',
  '群内内容仅供学习交流；请勿轻信任何私下荐股、代客理财',
];

describe('the rule packs', () => {
  it('each validates, is dated and names its document; rule ids are unique and under their pack', () => {
    const ids = new Set<string>();
    for (const pack of rulePacks()) {
      expect(rulePackSchema.safeParse(pack).success).toBe(true);
      expect(pack.document).toMatch(/^《.+》/);
      for (const rule of pack.rules) {
        expect(rule.id.startsWith(`${pack.id}/`)).toBe(true);
        expect(ids.has(rule.id)).toBe(false);
        ids.add(rule.id);
        expect(rule.source).toMatch(/《.+》/);
      }
    }
    expect(rulePacks().map((pack) => pack.id)).toEqual([
      'pbc-316',
      'csrc-advisor',
      'fund-promotion',
      'ad-law',
    ]);
    expect(rulePacksStamp()).toMatch(/^pbc-316@\d{4}\.\d{2}\.\d{2} csrc-advisor@/);
  });

  it('refuses a pack file with a broken pattern or a rule without phrases, naming the field', () => {
    const pack = structuredClone(rulePacks()[0]!);
    pack.rules[0]!.patterns = ['(unclosed'];
    const broken = rulePackSchema.safeParse(pack);
    expect(broken.success).toBe(false);
    expect(broken.error?.issues[0]?.path).toEqual(['rules', 0, 'patterns', 0]);
    expect(broken.error?.issues[0]?.message).toMatch(/not a regular expression/);
    const empty = structuredClone(rulePacks()[0]!);
    empty.rules[0]!.phrases = [];
    empty.rules[0]!.patterns = [];
    expect(rulePackSchema.safeParse(empty).error?.issues[0]?.message).toBe(
      'expected phrases or patterns',
    );
  });

  describe.each(rules.map(({ pack, rule }) => [rule.id, pack, rule] as const))(
    '%s',
    (_id, pack, rule) => {
      it.each(rule.phrases)('flags %s, with its source and a rewording', (phrase) => {
        const found = alone(`活动说明：${phrase}，详情请咨询。`).find(
          (problem) => problem.rule_id === rule.id,
        );
        expect(found).toMatchObject({
          level: rule.level,
          source: rule.source,
          suggestion: rule.suggestion,
        });
        expect(found?.source).toContain(pack.document.slice(0, 6));
      });

      it.each(rule.examples.flagged)('flags 「%s」', (words) => {
        expect(alone(words).map((problem) => problem.rule_id)).toContain(rule.id);
      });

      it.each(rule.examples.passed.map((words) => [words]))('leaves 「%s」 alone', (words) => {
        expect(alone(words).map((problem) => problem.rule_id)).not.toContain(rule.id);
      });
    },
  );

  it.each(ORDINARY.map((words) => [words]))('no rule flags the ordinary 「%s」', (words) => {
    expect(alone(words)).toEqual([]);
  });

  it('finds a negated phrase only where it is not negated', () => {
    expect(alone('本产品不保本')).toEqual([]);
    // A clause's negation reaches no further than its comma.
    expect(alone('本服务不构成投资建议，保本保收益').map((problem) => problem.message)).toEqual([
      '含有禁用词「保本」',
      '含有禁用词「保收益」',
    ]);
    expect(alone('本产品不保本，跟投保本').map((problem) => problem.message)).toEqual([
      '含有禁用词「保本」',
    ]);
  });
});

describe('rules that need a companion text', () => {
  const figure = text('近一年收益率 35.6%');
  const statement = text('过往业绩不代表未来表现，投资有风险');
  const idsOf = (page: unknown) =>
    complianceChecks(page, { phrases: [] }).map((problem) => problem.rule_id);

  it('a performance figure passes with the statement in its block or the one beside it, not further', () => {
    expect(idsOf(pageOf(text('近一年收益率 35.6%，过往业绩不代表未来表现')))).not.toContain(
      'fund-promotion/past-performance',
    );
    expect(idsOf(pageOf(figure, statement))).not.toContain('fund-promotion/past-performance');
    expect(idsOf(pageOf(statement, figure))).not.toContain('fund-promotion/past-performance');
    const far = complianceChecks(pageOf(figure, text('课程介绍'), statement), { phrases: [] });
    expect(far.find((problem) => problem.rule_id === 'fund-promotion/past-performance')).toEqual({
      path: 'page_schema[0].value.html',
      rule: 'needs-notice',
      level: 'error',
      message: '含有「收益率35.6%」，须在本组件或相邻组件中注明过往业绩不代表未来表现',
      rule_id: 'fund-promotion/past-performance',
      title: '收益或业绩数字未附过往业绩声明',
      source: expect.stringContaining('《证券投资基金销售管理办法》'),
      suggestion: expect.stringContaining('过往业绩不代表未来表现'),
    });
  });

  it('investment advice passes beside a shown risk footer, not one in a popup', () => {
    const advice = text('今日建议买入：半导体龙头');
    const footer = block('copyright', { fxts: true, show: true });
    expect(idsOf(pageOf(advice))).toContain('csrc-advisor/advice-without-warning');
    expect(idsOf(pageOf(advice, text('正文'), text('正文'), footer))).not.toContain(
      'csrc-advisor/advice-without-warning',
    );
    expect(idsOf(pageOf(advice, block('popup', {}, [footer])))).toContain(
      'csrc-advisor/advice-without-warning',
    );
    expect(idsOf(pageOf(advice, block('copyright', { fxts: false, show: true })))).toContain(
      'csrc-advisor/advice-without-warning',
    );
  });

  it('a superlative is a warning unless a source stands beside it', () => {
    const claim = text('业内第一的投顾团队');
    const problems = complianceChecks(pageOf(claim), { phrases: [] });
    expect(problems).toMatchObject([{ rule_id: 'ad-law/superlatives', level: 'warning' }]);
    expect(idsOf(pageOf(claim, text('数据来源：2025 年行业协会评选')))).not.toContain(
      'ad-law/superlatives',
    );
  });
});

describe('what the packs add to the checks', () => {
  it('本金无忧，年化收益 20% in a code block: two errors, each citing its source', () => {
    const page = pageOf(block('code', { html: '<div>本金无忧，年化收益 20%</div>' }));
    const problems = complianceChecks(page, { phrases: DEFAULT_COMPLIANCE_PHRASES });
    expect(problems.map(({ rule_id, level, message }) => ({ rule_id, level, message }))).toEqual([
      { rule_id: 'pbc-316/guaranteed-return', level: 'error', message: '含有禁用词「本金无忧」' },
      {
        rule_id: 'fund-promotion/past-performance',
        level: 'error',
        message: '含有「年化收益20%」，须在本组件或相邻组件中注明过往业绩不代表未来表现',
      },
    ]);
  });

  it('an admin phrase a pack already forbids is flagged once, by the pack', () => {
    const problems = complianceChecks(pageOf(text('保本理财')), {
      phrases: [{ phrase: '保 本', level: 'error' }],
    });
    expect(problems.map((problem) => problem.rule_id)).toEqual(['pbc-316/guaranteed-return']);
  });

  it('checks every variant and the ended page notice', () => {
    const page = {
      ...pageOf(text('正文')),
      after_end: { message: '活动已结束，稳赚名额已满' },
      variants: [
        { key: 'a', weight: 50, page_schema: [text('正文')] },
        { key: 'b', weight: 50, page_schema: [text('只赚不赔')] },
      ],
    };
    const paths = complianceChecks(page, { phrases: [] })
      .filter((problem) => problem.rule_id === 'pbc-316/guaranteed-return')
      .map((problem) => problem.path);
    expect(paths).toEqual(['after_end.message', 'variants[1].page_schema[0].value.html']);
  });
});
