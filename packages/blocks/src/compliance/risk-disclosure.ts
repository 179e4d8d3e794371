import { blockDefinitions } from '../block-definitions.ts';
import { blockActions } from './block-actions.ts';
import type { ComplianceProblem } from './compliance-problem.ts';
import { DISCLOSURE_ACTION_TYPES, DISCLOSURE_BLOCKS } from './disclosure-blocks.ts';
import { pageBlocks } from './page-blocks.ts';
import type { PageBlock } from './page-blocks.ts';

const FOOTER = `「${blockDefinitions.copyright.label}」`;
const NEEDS = '页面含有产品/支付/留资类组件';

/** The footer's flags the disclosure needs on: the risk notice and the copyright line. */
const REQUIRED_FLAGS = [
  { flag: 'fxts', label: '风险提示' },
  { flag: 'show', label: '版权信息' },
] as const;

/** Whether `block` sells, takes money or collects contacts: its page needs the disclosure. */
export const needsDisclosure = (block: PageBlock) =>
  DISCLOSURE_BLOCKS.has(block.name) ||
  blockActions(block.value).some((action) => DISCLOSURE_ACTION_TYPES.has(action.type));

/**
 * A page that sells or collects contacts (`DISCLOSURE_BLOCKS`, or an action that pays or opens
 * an account) shows the risk-disclosure footer with its risk notice and copyright line on, on
 * the page itself: a footer inside a popup is seen only by whoever opens it. Its type size is
 * the block's stylesheet's alone (no page or block setting changes it), which
 * `compliance-checks.test.ts` holds at 12 px or more on a 375-px phone.
 */
export function riskDisclosureProblems(blocks: unknown): ComplianceProblem[] {
  const all = pageBlocks(blocks);
  const needing = all.filter(needsDisclosure);
  if (needing.length === 0) return [];
  const footers = all.filter((block) => block.name === 'copyright');
  const onPage = footers.filter((block) => !block.inPopup);
  if (onPage.some((block) => REQUIRED_FLAGS.every(({ flag }) => block.value[flag] === true))) {
    return [];
  }
  // The last footer on the page is the one to fix: footers go at the bottom.
  const footer = onPage.at(-1);
  if (footer) {
    return REQUIRED_FLAGS.filter(({ flag }) => footer.value[flag] !== true).map(
      ({ flag, label }) => ({
        path: `${footer.path}.value.${flag}`,
        rule: 'risk-disclosure',
        level: 'error',
        message: `${NEEDS}，${FOOTER}须打开「${label}」`,
      }),
    );
  }
  const labels = [...new Set(needing.map((block) => blockDefinitions[block.name].label))];
  const inPopupOnly = footers.length > 0 ? `（弹窗中的${FOOTER}不算）` : '';
  return [
    {
      path: needing[0]!.path,
      rule: 'risk-disclosure',
      level: 'error',
      message: `${NEEDS}（${labels.join('、')}），须在页面中显示${FOOTER}组件并打开风险提示${inPopupOnly}`,
    },
  ];
}
