import { useEffect, useState } from 'react';
import { App, Button, Input, Select, Space, Spin, Typography } from 'antd';
import type {
  CompliancePhrase,
  ComplianceLevel,
} from '@h5-page/blocks/compliance/compliance-problem';
import { DEFAULT_COMPLIANCE_PHRASES } from '@h5-page/blocks/compliance/default-phrases';
import { complianceApi } from '../api/compliance-api.ts';
import { RulePacksList } from './rule-packs-list.tsx';
import { SettingsDialog } from '../shared/settings-dialog.tsx';
import { compliancePhrasesSaved } from '../shared/use-compliance-rules.ts';
import { useDialogSave } from '../shared/use-dialog-save.ts';

const LEVELS: { label: string; value: ComplianceLevel }[] = [
  { label: '禁用（错误）', value: 'error' },
  { label: '慎用（提醒）', value: 'warning' },
];

/**
 * 合规词库 (admins): the built-in rule packs, read-only, then the company's own phrases the
 * compliance checks look for in what visitors read, each an error or a warning. Saved whole;
 * spaces, full-width characters and letter case do not count.
 */
export function CompliancePhrasesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<CompliancePhrase[] | null>(null);
  const { saving, error, setError, save: saveWith } = useDialogSave(onClose);

  useEffect(() => {
    if (!open) return;
    setRows(null);
    setError(null);
    complianceApi.phrases().then(
      (list) => setRows(list.phrases),
      (e: unknown) => setError((e as Error).message),
    );
  }, [open, setError]);

  const update = (i: number, row: Partial<CompliancePhrase>) =>
    setRows((list) => list?.map((old, at) => (at === i ? { ...old, ...row } : old)) ?? null);

  const save = async () => {
    if (!rows) return;
    await saveWith(async () => {
      const saved = await complianceApi.savePhrases(rows.filter((row) => row.phrase.trim() !== ''));
      compliancePhrasesSaved(saved);
      message.success(`合规词库已保存（${saved.phrases.length} 个词）`);
    });
  };

  return (
    <SettingsDialog
      title="合规词库"
      open={open}
      onClose={onClose}
      width={560}
      restoreText="恢复默认词库"
      onRestore={() => setRows([...DEFAULT_COMPLIANCE_PHRASES])}
      saveText="保存"
      saving={saving}
      saveDisabled={!rows}
      onSave={() => void save()}
    >
      <Typography.Title level={5}>内置监管规则</Typography.Title>
      <Typography.Paragraph type="secondary">
        以下规则始终生效，每条标出所依据的法规与建议的合规表述；审核与存档会记录检查时的规则版本。
      </Typography.Paragraph>
      <RulePacksList />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        本公司词库
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        访客能看到的文字（标题、按钮、正文、图片说明、分享卡片等）含有这些词时，合规检查会标出，与内置规则一并检查（内置规则已有的词以内置规则为准）。
        匹配时忽略空格、全角和大小写；“禁用”为须修改的错误，“慎用”为须确认的提醒。
      </Typography.Paragraph>
      {error && <Typography.Paragraph type="danger">{error}</Typography.Paragraph>}
      {!rows ? (
        <Spin />
      ) : (
        <div className="compliance-phrases">
          {rows.map((row, i) => (
            <Space.Compact key={i} block style={{ marginBottom: 8 }}>
              <Input
                aria-label={`第 ${i + 1} 个词`}
                value={row.phrase}
                maxLength={50}
                onChange={(event) => update(i, { phrase: event.target.value })}
              />
              <Select
                aria-label={`第 ${i + 1} 个词的级别`}
                style={{ width: 150 }}
                value={row.level}
                options={LEVELS}
                onChange={(level) => update(i, { level })}
              />
              <Button onClick={() => setRows(rows.filter((_, at) => at !== i))}>删除</Button>
            </Space.Compact>
          ))}
          <Button
            type="dashed"
            block
            onClick={() => setRows([...rows, { phrase: '', level: 'error' }])}
          >
            添加词
          </Button>
        </div>
      )}
    </SettingsDialog>
  );
}
