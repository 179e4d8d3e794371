import { useEffect, useState } from 'react';
import { App, Input, Spin, Typography } from 'antd';
import {
  DEFAULT_PRIVACY_STATEMENT,
  PRIVACY_STATEMENT_MAX_LENGTH,
} from '@h5-page/schema/privacy-statement';
import { SettingsDialog } from '../shared/settings-dialog.tsx';
import { useDialogSave } from '../shared/use-dialog-save.ts';
import { privacyApi } from './privacy-api.ts';
import type { PrivacyStatementInfo } from './privacy-api.ts';

/**
 * 个人信息保护声明 (admins): the statement every lead form asks visitors to agree to. Each save
 * is a new version; from then on a lead must agree to it, and each lead records its version.
 */
export function PrivacyStatementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [current, setCurrent] = useState<PrivacyStatementInfo | null>(null);
  const [text, setText] = useState('');
  const { saving, error, setError, save: saveWith } = useDialogSave(onClose);

  useEffect(() => {
    if (!open) return;
    setCurrent(null);
    setError(null);
    privacyApi.statement().then(
      (statement) => {
        setCurrent(statement);
        setText(statement.text);
      },
      (e: unknown) => setError((e as Error).message),
    );
  }, [open, setError]);

  const trimmed = text.trim();
  const tooLong = trimmed.length > PRIVACY_STATEMENT_MAX_LENGTH;
  const unchanged = current !== null && trimmed === current.text;

  const save = () =>
    saveWith(async () => {
      const saved = await privacyApi.saveStatement(trimmed);
      message.success(`个人信息保护声明已保存为第 ${saved.version} 版，新留资须同意此版`);
    });

  return (
    <SettingsDialog
      title="个人信息保护声明"
      open={open}
      onClose={onClose}
      width={680}
      restoreText="恢复默认文本"
      onRestore={() => setText(DEFAULT_PRIVACY_STATEMENT)}
      saveText="保存为新版本"
      saving={saving}
      saveDisabled={!current || trimmed === '' || tooLong || unchanged}
      onSave={() => void save()}
    >
      <Typography.Paragraph type="secondary">
        访客在留资表单勾选“我已阅读并同意《个人信息保护声明》”时看到的就是这段文字，每条留资都记录同意的版本。
        保存后生成新版本，此后提交的留资须同意新版本（正在填写的访客会被提示重新阅读并勾选）。空行分段。
      </Typography.Paragraph>
      {current && (
        <Typography.Paragraph type="secondary">
          当前第 {current.version} 版，
          {current.created_by ? `${current.created_by} 保存于 ` : '系统默认文本，生成于 '}
          {new Date(current.created_at).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}
        </Typography.Paragraph>
      )}
      {error && <Typography.Paragraph type="danger">{error}</Typography.Paragraph>}
      {!current && !error ? (
        <Spin />
      ) : (
        <Input.TextArea
          aria-label="声明全文"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoSize={{ minRows: 12, maxRows: 24 }}
          showCount={{
            formatter: ({ count }) => `${count} / ${PRIVACY_STATEMENT_MAX_LENGTH}`,
          }}
          status={trimmed === '' || tooLong ? 'error' : undefined}
        />
      )}
      {trimmed === '' && current && (
        <Typography.Text type="danger">声明内容不能为空</Typography.Text>
      )}
      {tooLong && (
        <Typography.Text type="danger">
          声明不能超过 {PRIVACY_STATEMENT_MAX_LENGTH} 个字符
        </Typography.Text>
      )}
    </SettingsDialog>
  );
}
