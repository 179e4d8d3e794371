import { useState } from 'react';
import { Button, Card, Statistic } from 'antd';
import { REFUSED_RULE_LABELS } from '@h5-page/schema/page-stats';
import type { RefusedAttempts } from '@h5-page/schema/page-stats';
import { formatStats } from '../stats/format-stats.ts';
import { AbuseSettingsDialog } from './abuse-settings-dialog.tsx';

interface Props {
  code: string;
  /** The period's refused attempts; null while loading. */
  refused: RefusedAttempts | null;
  canChange: boolean;
}

const RULES = Object.keys(REFUSED_RULE_LABELS) as Array<keyof typeof REFUSED_RULE_LABELS>;

/** 拦截次数: the period's attempts the page's 防刷设置 refused, by rule, and the settings. */
export function AbuseCard({ code, refused, canChange }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Card
      title="防刷拦截"
      size="small"
      className="stats-abuse"
      loading={!refused}
      extra={<Button onClick={() => setOpen(true)}>防刷设置</Button>}
    >
      {refused && (
        <div className="stats-cards">
          <Statistic title="拦截次数" value={formatStats.count(refused.total)} />
          {RULES.map((rule) => (
            <Statistic
              key={rule}
              title={REFUSED_RULE_LABELS[rule]}
              value={formatStats.count(refused[rule])}
            />
          ))}
        </div>
      )}
      <AbuseSettingsDialog
        code={code}
        open={open}
        canChange={canChange}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
