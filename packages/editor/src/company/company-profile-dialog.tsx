import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Modal, Space, Spin, Typography } from 'antd';
import {
  COMPANY_NAME_MAX,
  COMPANY_NAME_MIN,
  HOTLINE_PATTERN,
  HOTLINE_RULE,
  LICENCE_NUMBER_PATTERN,
  LICENCE_NUMBER_RULE,
} from '@h5-page/schema/company-profile';
import { useDialogSave } from '../shared/use-dialog-save.ts';
import { companyApi } from './company-api.ts';
import type { CompanyProfileInfo } from './company-api.ts';

interface Fields {
  name: string;
  licence_number: string;
  hotline: string;
}

const trimmed = (fields: Fields): Fields => ({
  name: fields.name.trim(),
  licence_number: fields.licence_number.trim(),
  hotline: fields.hotline.trim(),
});

/**
 * 企业信息 (admins): the company's name, licence number and hotline, entered once. A page made
 * from a template carries them in its footer and lead forms; pages made before keep theirs.
 */
export function CompanyProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [current, setCurrent] = useState<CompanyProfileInfo | null>(null);
  const [form] = Form.useForm<Fields>();
  const { saving, error, setError, save: saveWith } = useDialogSave(onClose);

  useEffect(() => {
    if (!open) return;
    setCurrent(null);
    setError(null);
    companyApi.profile().then(
      (profile) => {
        setCurrent(profile);
        form.setFieldsValue({
          name: profile.name,
          licence_number: profile.licence_number,
          hotline: profile.hotline,
        });
      },
      (e: unknown) => setError((e as Error).message),
    );
  }, [open, form, setError]);

  const save = (fields: Fields) =>
    saveWith(async () => {
      await companyApi.save(trimmed(fields));
      message.success('企业信息已保存，之后从模板新建的页面将使用新的信息');
    });

  return (
    <Modal
      title="企业信息"
      open={open}
      onCancel={onClose}
      width={560}
      forceRender
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={!current} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        从模板新建页面时，这里的公司名称、许可证编号和服务热线会写入页面的“版权及风险提示”和留资表单，审核与上线的都是这些内容。已创建的页面不受影响。
      </Typography.Paragraph>
      {current && (
        <Typography.Paragraph type="secondary">
          {current.updated_at
            ? `${current.updated_by ?? '系统'} 保存于 ${new Date(current.updated_at).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}`
            : '尚未填写：下面是演示公司的信息，请改为本公司的信息后保存'}
        </Typography.Paragraph>
      )}
      {error && <Typography.Paragraph type="danger">{error}</Typography.Paragraph>}
      {/* Rendered while closed too (the form's instance needs it): no spinner turning unseen. */}
      {open && !current && !error && <Spin />}
      <Form
        form={form}
        name="company-profile"
        layout="vertical"
        hidden={!current}
        onFinish={(fields) => void save(fields)}
      >
        <Form.Item
          label="公司名称"
          name="name"
          rules={[
            { required: true, whitespace: true, message: '请输入公司名称' },
            {
              min: COMPANY_NAME_MIN,
              max: COMPANY_NAME_MAX,
              transform: (value: string) => value.trim(),
              message: `公司名称为 ${COMPANY_NAME_MIN} 到 ${COMPANY_NAME_MAX} 个字`,
            },
          ]}
        >
          <Input maxLength={COMPANY_NAME_MAX + 10} />
        </Form.Item>
        <Form.Item
          label="经营证券期货业务许可证编号"
          name="licence_number"
          rules={[
            { required: true, whitespace: true, message: '请输入许可证编号' },
            {
              pattern: LICENCE_NUMBER_PATTERN,
              transform: (value: string) => value.trim(),
              message: `许可证编号${LICENCE_NUMBER_RULE}`,
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          label="服务及投诉热线"
          name="hotline"
          rules={[
            { required: true, whitespace: true, message: '请输入服务及投诉热线' },
            {
              pattern: HOTLINE_PATTERN,
              transform: (value: string) => value.trim(),
              message: `服务热线${HOTLINE_RULE}`,
            },
          ]}
        >
          <Input placeholder="020-12345678" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
