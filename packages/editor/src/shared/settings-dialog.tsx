import type { ReactNode } from 'react';
import { Button, Modal, Space } from 'antd';

interface Props {
  title: string;
  open: boolean;
  onClose: () => void;
  width: number;
  /** 恢复默认…: puts the shipped text back in the boxes; nothing is saved until 保存. */
  restoreText: string;
  onRestore: () => void;
  saveText: string;
  saving: boolean;
  saveDisabled: boolean;
  onSave: () => void;
  children: ReactNode;
}

/**
 * A dialog editing one site-wide setting that ships with a default (the compliance phrases, the
 * privacy statement), so that each offers the same three buttons in the same order.
 */
export function SettingsDialog({
  title,
  open,
  onClose,
  width,
  restoreText,
  onRestore,
  saveText,
  saving,
  saveDisabled,
  onSave,
  children,
}: Props) {
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      width={width}
      footer={
        <Space>
          <Button onClick={onRestore}>{restoreText}</Button>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={saveDisabled} onClick={onSave}>
            {saveText}
          </Button>
        </Space>
      }
    >
      {children}
    </Modal>
  );
}
