import { describe, expect, it } from 'vitest';
import { blockValueSchemas } from './block-value-schemas.ts';
import { formatPath } from './format-path.ts';
import { issueMessage } from './issue-message.ts';
import { checkLeadAnswers, leadExtraFields, optionsOf } from './lead-extra-fields.ts';

const problems = (value: unknown) => {
  const result = blockValueSchemas.leadForm.safeParse(value, { error: issueMessage });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
};

const FIELDS = [
  { type: 'address', label: '所在地区', required: true },
  {
    type: 'select',
    label: '投资经验',
    required: true,
    options: '1 年以下\n1-3 年\n\n3 年以上\n1-3 年',
  },
  { type: 'text', label: '微信号' },
];

describe('lead form value: extra fields and success texts', () => {
  it('a page from before these keys is still valid and unchanged', () => {
    const old = {
      title: '免费领取投顾策略体验',
      buttonText: '立即激活',
      versionId: 276,
      servicePhone: '020-12345678',
      downloadUrl: '/h5-page/h5/demo',
    };
    expect(blockValueSchemas.leadForm.parse(old)).toEqual(old);
    expect(leadExtraFields(old)).toEqual([]);
  });

  it('takes extra fields and the success popup’s texts', () => {
    const value = {
      extraFields: FIELDS,
      doneTitle: '预约成功',
      doneText: '顾问将在一个工作日内与您联系',
      doneButtonText: '查看课程',
      downloadUrl: '/h5-page/h5/course',
      callbackNote: '请留意 020 开头的来电',
    };
    expect(problems(value)).toEqual([]);
    expect(leadExtraFields(value)).toEqual([
      { type: 'address', label: '所在地区', required: true, options: [] },
      {
        type: 'select',
        label: '投资经验',
        required: true,
        options: ['1 年以下', '1-3 年', '3 年以上'],
      },
      { type: 'text', label: '微信号', required: false, options: [] },
    ]);
  });

  it('refuses a field without a label, a select without options, repeated and fixed labels', () => {
    expect(
      problems({
        extraFields: [
          { type: 'text', label: ' ' },
          { type: 'select', label: '意向', options: '\n \n' },
          { type: 'text', label: '意向' },
          { type: 'text', label: '手机号' },
          { type: 'date', label: '日期' },
        ],
      }),
    ).toEqual([
      'extraFields[0].label: 请填写填写项名称',
      'extraFields[1].options: 下拉选择至少要有一个选项',
      'extraFields[4].type: expected one of "address", "select", "text"',
    ]);
    expect(
      problems({
        extraFields: [
          { type: 'text', label: '意向' },
          { type: 'text', label: '意向' },
          { type: 'text', label: '手机号' },
        ],
      }),
    ).toEqual([
      'extraFields[1].label: 填写项「意向」重名了（姓名、手机号已在表单中）',
      'extraFields[2].label: 填写项「手机号」重名了（姓名、手机号已在表单中）',
    ]);
  });

  it('optionsOf reads one option a line', () => {
    expect(optionsOf(' 甲 \r\n乙\n\n甲')).toEqual(['甲', '乙']);
    expect(optionsOf(undefined)).toEqual([]);
  });
});

describe('checkLeadAnswers', () => {
  const fields = leadExtraFields({ extraFields: FIELDS });

  it('keeps the answers in the fields’ order, trimmed, empty optional ones left out', () => {
    expect(
      checkLeadAnswers(fields, {
        微信号: ' ',
        投资经验: '1-3 年',
        所在地区: '广东省 广州市 天河区',
      }),
    ).toEqual({
      ok: true,
      answers: [
        { label: '所在地区', value: '广东省 广州市 天河区' },
        { label: '投资经验', value: '1-3 年' },
      ],
    });
  });

  it.each([
    [{ 投资经验: '1-3 年' }, '所在地区', '请选择所在地区'],
    [{ 所在地区: '北京市', 投资经验: '10 年' }, '投资经验', '「投资经验」请从给出的选项中选择'],
    [
      { 所在地区: '北京市', 投资经验: '1-3 年', 年龄: '30' },
      '年龄',
      '表单中没有「年龄」这一项，请刷新页面后重试',
    ],
    [
      { 所在地区: '北京市', 投资经验: '1-3 年', 微信号: 'x'.repeat(51) },
      '微信号',
      '「微信号」不能超过 50 个字',
    ],
    [{ 所在地区: 3, 投资经验: '1-3 年' }, '所在地区', '「所在地区」应为文字'],
  ])('refuses %j, naming %s', (answers, label, message) => {
    expect(checkLeadAnswers(fields, answers)).toEqual({ ok: false, label, message });
  });

  it('a form without extra fields takes no answers and needs none', () => {
    expect(checkLeadAnswers([], {})).toEqual({ ok: true, answers: [] });
    expect(checkLeadAnswers([], { 地区: '北京市' })).toMatchObject({ ok: false, label: '地区' });
  });
});
