import { VIDEO_RISK_CAPTION_MIN_SECONDS } from '@h5-page/schema/video-caption';
import type { ComplianceProblem } from './compliance-problem.ts';
import { pageBlocks } from './page-blocks.ts';
import { needsDisclosure } from './risk-disclosure.ts';

const NEEDS = '页面含有产品/支付/留资类组件';

/**
 * On a page that needs the disclosure, every video carries it too: a caption naming the risk,
 * over the picture for at least VIDEO_RISK_CAPTION_MIN_SECONDS from the start (a visitor who
 * watches only the video has seen it), each problem at its field.
 */
export function videoCaptionProblems(blocks: unknown): ComplianceProblem[] {
  const all = pageBlocks(blocks);
  if (!all.some(needsDisclosure)) return [];
  return all
    .filter((block) => block.name === 'video')
    .flatMap((video): ComplianceProblem[] => {
      const { riskCaption, riskCaptionSeconds } = video.value;
      const caption = typeof riskCaption === 'string' ? riskCaption.trim() : '';
      const at = (field: string) => `${video.path}.value.${field}`;
      if (caption === '')
        return [
          {
            path: at('riskCaption'),
            rule: 'risk-disclosure',
            level: 'error',
            message: `${NEEDS}，视频须在播放开始时显示风险提示字幕（不少于 ${VIDEO_RISK_CAPTION_MIN_SECONDS} 秒）`,
          },
        ];
      const problems: ComplianceProblem[] = [];
      if (!caption.includes('风险'))
        problems.push({
          path: at('riskCaption'),
          rule: 'risk-disclosure',
          level: 'error',
          message: '风险提示字幕须写明投资风险，如「投资有风险，入市需谨慎」',
        });
      if (
        riskCaptionSeconds !== undefined &&
        (typeof riskCaptionSeconds !== 'number' ||
          riskCaptionSeconds < VIDEO_RISK_CAPTION_MIN_SECONDS)
      )
        problems.push({
          path: at('riskCaptionSeconds'),
          rule: 'risk-disclosure',
          level: 'error',
          message: `风险提示字幕须显示不少于 ${VIDEO_RISK_CAPTION_MIN_SECONDS} 秒`,
        });
      return problems;
    });
}
