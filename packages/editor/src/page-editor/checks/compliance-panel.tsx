import { Drawer, Empty, Tag, Typography } from 'antd';
import type { ComplianceProblem } from '@h5-page/blocks/compliance/compliance-problem';
import { COMPLIANCE_RULE_LABELS } from '@h5-page/blocks/compliance/rule-labels';
import type { PageFile } from '../../shared/page-data.ts';
import { problemPlace } from '../../shared/problem-place.ts';
import { RuleBasis } from '../../shared/rule-basis.tsx';

interface Props {
  open: boolean;
  problems: readonly ComplianceProblem[];
  /** The draft, to name each problem's block and field as the marketer sees them. */
  page: PageFile | null;
  /** Selects the block of `problem` on the canvas and focuses its field. */
  onGo: (problem: ComplianceProblem) => void;
  onClose: () => void;
}

/**
 * The 合规检查 panel: the draft's compliance problems, errors first, each with its rule, its
 * block and field, and a link there. Errors block nothing in the builder; review refuses them.
 */
export function CompliancePanel({ open, problems, page, onGo, onClose }: Props) {
  const sorted = [...problems].sort(
    (a, b) => Number(b.level === 'error') - Number(a.level === 'error'),
  );
  return (
    <Drawer title="合规检查" open={open} onClose={onClose} size={460}>
      {sorted.length === 0 ? (
        <Empty description="未发现合规问题" />
      ) : (
        <>
          <Typography.Paragraph>
            红色为须修改的错误（提交审核时会被拒绝），橙色为须确认的提醒。点击可定位到对应字段：
          </Typography.Paragraph>
          <ol className="compliance-list">
            {sorted.map((problem, i) => (
              <li key={`${i}:${problem.path}:${problem.message}`} className="compliance-list__item">
                <Tag color={problem.level === 'error' ? 'red' : 'orange'}>
                  {COMPLIANCE_RULE_LABELS[problem.rule]}
                </Tag>
                <a onClick={() => onGo(problem)}>{problem.message}</a>
                <Typography.Text type="secondary">
                  {' '}
                  · {problemPlace(problem.path, page)}
                </Typography.Text>
                <RuleBasis problem={problem} />
              </li>
            ))}
          </ol>
        </>
      )}
    </Drawer>
  );
}
