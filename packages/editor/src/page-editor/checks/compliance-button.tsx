import { Badge, Button } from 'antd';
import type { ComplianceProblem } from '@h5-page/blocks/compliance/compliance-problem';

/**
 * `合规检查` in the header with the live count of errors and warnings: red while an error is
 * left, so it shows without blocking anything; a click opens the list.
 */
export function ComplianceButton({
  problems,
  onOpen,
}: {
  problems: readonly ComplianceProblem[];
  onOpen: () => void;
}) {
  const errors = problems.filter((p) => p.level === 'error').length;
  const warnings = problems.length - errors;
  const counts = [errors > 0 && `${errors} 错误`, warnings > 0 && `${warnings} 提醒`].filter(
    Boolean,
  );
  return (
    <Badge dot={errors > 0} offset={[-4, 4]}>
      <Button
        danger={errors > 0}
        className="editor-compliance"
        onClick={onOpen}
        title="禁用词、风险提示、占位内容、外部链接和手机上被截断的文字的检查"
      >
        {counts.length > 0 ? `合规检查 (${counts.join(' · ')})` : '合规检查 ✓'}
      </Button>
    </Badge>
  );
}
