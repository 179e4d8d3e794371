import { block } from '../seed-block.ts';
import { campaignAssetUrl } from '../campaign-assets.ts';
import {
  banner,
  countdown,
  divider,
  footer,
  gap,
  leadForm,
  line,
  note,
  point,
  section,
} from './template-blocks.ts';
import { seedTemplate } from './seed-template.ts';
import type { SeedTemplate } from './seed-template.ts';

/** 讲座: a lecture in a city, and the investor-education class online. */

const STRATEGY_LECTURE = 'template-strategy-lecture';
const INVESTOR_EDUCATION = 'template-investor-education';

const strategyLecture = seedTemplate({
  code: STRATEGY_LECTURE,
  title: '投资策略讲座：线下报名',
  category: '讲座',
  pageId: 4006,
  keywords: '投资策略讲座,线下讲座,报名,投资者教育',
  description: '投资策略线下讲座：持牌投资顾问面对面讲解市场展望与资产配置，免费报名，名额有限。',
  background: '#f6f9ff',
  banner: {
    title: '投资策略讲座',
    subtitle: '广州站 · 3月13日（周六）14:00',
    from: '#163d8f',
    to: '#3f7be0',
  },
  blocks: [
    banner(STRATEGY_LECTURE, '投资策略讲座广州站：3 月 13 日周六下午 2 点'),
    gap(24),
    section(
      '讲座信息',
      point('时间：', '3 月 13 日（周六）14:00–16:30，13:30 开始签到。'),
      point('地点：', '广州市天河区珠江新城华夏路 10 号 18 楼报告厅。'),
      point('主讲：', '持牌投资顾问，现场出示执业证书。'),
      point('费用：', '免费，报名审核通过后以短信发送入场凭证。'),
    ),
    divider(),
    section(
      '讲座议程',
      point('14:00 ', '宏观与政策：今年经济的几条主线。'),
      point('14:40 ', '行业观察：景气度与估值怎么一起看。'),
      point('15:30 ', '资产配置：按风险承受能力搭建自己的组合。'),
      point('16:10 ', '现场答疑。'),
      note('讲座内容仅供参考，不构成投资建议。'),
    ),
    gap(16),
    countdown('距报名截止', '2027-03-12T18:00:00+08:00', 2),
    gap(16),
    leadForm({
      title: '报名投资策略讲座',
      buttonText: '立即报名',
      doneText:
        '已为您报名投资策略讲座，审核通过后我们会以短信发送入场凭证与交通指引，请留意查收。',
      choice: { label: '同行人数', options: ['仅本人', '本人 + 1 位', '本人 + 2 位'] },
    }),
    gap(16),
    block('qrcode', {
      type: 'static',
      url: campaignAssetUrl('qr-code-1'),
      alt: '讲座助理的微信二维码',
      title: '扫码添加讲座助理，获取现场资料',
    }),
    gap(16),
    section(
      '参会须知',
      line('1. 每场限 120 人，按报名先后审核，请凭短信入场凭证签到。'),
      line('2. 讲座不推荐任何具体证券，不收取任何费用，请勿向他人转账。'),
      line('3. 如因故不能参加，请拨打页面底部的服务热线取消报名。'),
    ),
    gap(24),
    footer(),
  ],
});

const investorEducation = seedTemplate({
  code: INVESTOR_EDUCATION,
  title: '投资者教育讲堂：识别非法荐股',
  category: '讲座',
  pageId: 4007,
  keywords: '投资者教育,非法荐股,防骗,风险教育',
  description: '投资者教育讲堂：三招识别非法荐股，每周四晚线上讲座，守护您的账户与资金。',
  background: '#f4faf7',
  banner: {
    title: '投资者教育讲堂',
    subtitle: '识别非法荐股 · 守护您的账户',
    from: '#0f6e56',
    to: '#2fb486',
  },
  blocks: [
    banner(INVESTOR_EDUCATION, '投资者教育讲堂：识别非法荐股，守护您的账户'),
    gap(24),
    section(
      '三招识别非法荐股',
      point(
        '查资质：',
        '证券投资咨询须持牌经营，可在中国证券业协会网站查询机构与从业人员的执业资格。',
      ),
      point('看说法：', '对收益打包票、催您“马上跟着买”的，都不可信。'),
      point('守账户：', '不把账户和密码交给他人，不让他人替您操作，不向个人账户转账。'),
    ),
    divider(),
    section(
      '线上讲座安排',
      point('时间：', '每周四 19:30–20:15，共 4 讲。'),
      point('第 1 讲：', '认识证券市场的风险。'),
      point('第 2 讲：', '识别非法荐股与“杀猪盘”。'),
      point('第 3 讲：', '读懂风险测评与适当性。'),
      point('第 4 讲：', '遇到纠纷怎么维权。'),
    ),
    gap(16),
    leadForm({
      title: '预约投资者教育讲座',
      buttonText: '预约听课',
      doneText:
        '已为您预约投资者教育讲座，每讲开始前我们会以短信提醒您。下载牛8 App，在「直播」中即可收看。',
    }),
    gap(16),
    section(
      '温馨提示',
      line('本讲堂为公益性质的投资者教育活动，不收取任何费用，不推荐任何具体证券。'),
      line('如发现冒用我司名义的荐股群或收费链接，请拨打页面底部的服务热线核实。'),
    ),
    gap(24),
    footer(),
  ],
});

export const LECTURE_TEMPLATES: readonly SeedTemplate[] = [strategyLecture, investorEducation];
