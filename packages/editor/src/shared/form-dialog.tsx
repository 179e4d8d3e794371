import type { ReactNode } from 'react';
import { Form, Modal } from 'antd';
import type { FormInstance, FormProps, ModalProps } from 'antd';

interface Props<Fields> extends Pick<
  ModalProps,
  'title' | 'open' | 'okText' | 'okButtonProps' | 'onCancel' | 'width'
> {
  form: FormInstance<Fields>;
  /** The form's name: its boxes' ids start with it, so two dialogs' boxes never share an id. */
  name: string;
  initialValues?: FormProps<Fields>['initialValues'];
  /** While the answer is awaited, the OK button spins. */
  busy: boolean;
  onFinish: (fields: Fields) => void;
  children: ReactNode;
}

/**
 * A dialog that is one form, as the account dialogs are: OK submits the form (its rules checked
 * first), and the form is rendered while the dialog is closed so that `form` is always connected.
 */
export function FormDialog<Fields>({
  form,
  name,
  initialValues,
  busy,
  onFinish,
  children,
  ...modal
}: Props<Fields>) {
  return (
    <Modal
      {...modal}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      forceRender
    >
      <Form<Fields>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
      >
        {children}
      </Form>
    </Modal>
  );
}
