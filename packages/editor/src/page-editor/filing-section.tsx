import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Input, Space, Typography } from 'antd';
import { isStatsDate } from '@h5-page/schema/stats-period';
import { filingApi } from './filing-api.ts';
import type { FilingState } from './filing-api.ts';

interface Props {
  code: string;
  /** Told of the page's filing state as it loads and changes; null while unknown. */
  onChange: (state: FilingState | null) => void;
  /** What keeps the page from going live now, in words (shown under the filings); null: nothing. */
  blocked: string | null;
}

/**
 * The publish dialog's 需报备 part: the page's mark (a checkbox), the filings recorded, the first
 * day the page may go live, and a small form to record a filing (报备日期, 报备编号). Each change
 * is the server's (publishers and admins, audited); the dialog keeps publish disabled until the
 * page may go live.
 */
export function FilingSection({ code, onChange, blocked }: Props) {
  const [state, setState] = useState<FilingState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [filedOn, setFiledOn] = useState('');
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const show = (next: FilingState | null) => {
    setState(next);
    onChange(next);
  };

  useEffect(() => {
    let live = true;
    filingApi.get(code).then(
      (answer) => {
        if (!live) return;
        setError(null);
        show(answer);
      },
      (failure: unknown) => live && setError((failure as Error).message),
    );
    return () => {
      live = false;
    };
    // `show` tells the dialog; a new function each render is no reason to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, attempt]);

  const act = async (work: () => Promise<FilingState>) => {
    setBusy(true);
    try {
      show(await work());
      setError(null);
      return true;
    } catch (failure) {
      setError((failure as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const dateProblem = !isStatsDate(filedOn) ? '请填写报备日期' : null;
  const referenceProblem =
    reference.trim() === ''
      ? '请填写报备编号'
      : reference.trim().length > 64
        ? '报备编号不能超过 64 个字'
        : null;

  const record = async () => {
    setTried(true);
    if (dateProblem || referenceProblem) return;
    if (await act(() => filingApi.record(code, filedOn, reference.trim()))) {
      setFiledOn('');
      setReference('');
      setTried(false);
    }
  };

  return (
    <div className="publish-filing" style={{ marginBottom: 12 }}>
      {error && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={`报备：${error}`}
          action={
            <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
              重试
            </Button>
          }
        />
      )}
      <Checkbox
        checked={state?.required ?? false}
        disabled={state === null || busy}
        onChange={(e) => void act(() => filingApi.setRequired(code, e.target.checked))}
      >
        需报备（报备后满 {state?.wait_working_days ?? '规定的'} 个工作日方可上线）
      </Checkbox>
      {state?.required && (
        <div style={{ marginTop: 8 }}>
          {state.filings.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
              尚未记录报备。
            </Typography.Paragraph>
          ) : (
            <ul className="publish-filings" style={{ margin: '0 0 4px', paddingLeft: 20 }}>
              {state.filings.map((filing) => (
                <li key={`${filing.reference}-${filing.recorded_at}`}>
                  报备编号 {filing.reference}，{filing.filed_on} 报备
                  <Typography.Text type="secondary">
                    {filing.recorded_by ? `（${filing.recorded_by} 记录）` : ''}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          )}
          {state.earliest_go_live && (
            <Typography.Paragraph strong style={{ marginBottom: 4 }}>
              最早可上线：{state.earliest_go_live}
            </Typography.Paragraph>
          )}
          {blocked && <Alert type="error" showIcon style={{ marginBottom: 8 }} title={blocked} />}
          <Space wrap align="start">
            <Input
              type="date"
              aria-label="报备日期"
              value={filedOn}
              status={tried && dateProblem ? 'error' : undefined}
              onChange={(e) => setFiledOn(e.target.value)}
              style={{ width: 160 }}
            />
            <Input
              aria-label="报备编号"
              placeholder="报备编号"
              value={reference}
              maxLength={64}
              status={tried && referenceProblem ? 'error' : undefined}
              onChange={(e) => setReference(e.target.value)}
              style={{ width: 180 }}
            />
            <Button loading={busy} onClick={() => void record()}>
              记录报备
            </Button>
          </Space>
          {tried && (dateProblem || referenceProblem) && (
            <Typography.Paragraph type="danger" style={{ margin: '4px 0 0' }}>
              {dateProblem ?? referenceProblem}
            </Typography.Paragraph>
          )}
        </div>
      )}
    </div>
  );
}
