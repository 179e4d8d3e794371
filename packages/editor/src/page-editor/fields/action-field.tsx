import { useContext } from 'react';
import { Form, Input, Select } from 'antd';
import { buttonDefinition } from '@h5-page/blocks/button/index';
import { BUTTON_ACTION_TYPES } from '@h5-page/schema/constants';
import {
  ACTION_PARAMS,
  ACTION_TYPE_LABELS,
  actionParamProblem,
  switchActionType,
} from './action-fields.ts';
import { EditorContext } from '../editor-context.ts';
import { FieldProblems } from './field-problems.tsx';

type Action = Record<string, unknown> & { type?: number };

// The App pages and their Chinese names live with the button's definition: one list.
const pageNameField =
  buttonDefinition.fields.action?.type === 'action'
    ? buttonDefinition.fields.action.objectFields.pageName
    : undefined;
const APP_PAGE_OPTIONS =
  pageNameField?.type === 'select'
    ? pageNameField.options.map((o) => ({ label: o.label, value: String(o.value) }))
    : [];

// Words only: the type's number is the page file's business, not the marketer's.
const TYPE_OPTIONS = BUTTON_ACTION_TYPES.map((type) => ({
  value: type,
  label: ACTION_TYPE_LABELS[type] ?? '',
}));

export interface ActionFieldProps {
  name: string;
  label: string;
  value: unknown;
  onChange: (value: Action | undefined) => void;
}

/** A block's click action, edited by type: only the chosen type's parameters are shown. */
export function ActionField({ name, label, value, onChange }: ActionFieldProps) {
  const { popupIds } = useContext(EditorContext);
  const action: Action = value && typeof value === 'object' ? (value as Action) : {};
  const params = typeof action.type === 'number' ? (ACTION_PARAMS[action.type] ?? []) : [];
  const set = (key: string, v: unknown) => {
    const next: Action = { ...action };
    if (v === '' || v === undefined) delete next[key];
    else next[key] = v;
    onChange(next);
  };
  return (
    <fieldset className="action-field" aria-label={label}>
      <legend>{label}</legend>
      <Form layout="vertical" component="div" size="small">
        <Form.Item label="动作类型">
          <Select
            virtual={false}
            data-testid="action-type"
            allowClear
            placeholder="点击后不做任何事"
            options={TYPE_OPTIONS}
            value={action.type}
            onChange={(type?: number) =>
              onChange(type === undefined ? undefined : switchActionType(action, type))
            }
          />
        </Form.Item>
        {params.map((param) => {
          const current = action[param.key];
          const problem = actionParamProblem(param, current);
          const status = problem ? 'error' : undefined;
          const input =
            param.kind === 'popup' ? (
              <Select
                virtual={false}
                data-testid="action-popup"
                status={status}
                placeholder={
                  popupIds.length ? '选择页面上的弹窗' : '页面上还没有弹窗，先拖入一个弹窗'
                }
                options={popupIds.map((id) => ({ value: id, label: `弹窗 ${id}` }))}
                value={typeof current === 'string' && current ? current : undefined}
                onChange={(v: string) => set(param.key, v)}
              />
            ) : param.kind === 'appPage' ? (
              <Select
                virtual={false}
                status={status}
                placeholder="选择 App 页面"
                options={APP_PAGE_OPTIONS}
                value={typeof current === 'string' && current ? current : undefined}
                onChange={(v: string) => set(param.key, v)}
              />
            ) : (
              <Input
                status={status}
                placeholder={param.placeholder}
                value={current === undefined ? '' : String(current)}
                onChange={(e) => set(param.key, e.target.value)}
              />
            );
          return (
            <Form.Item
              key={param.key}
              label={param.label}
              validateStatus={status}
              help={problem ?? undefined}
            >
              {input}
            </Form.Item>
          );
        })}
        {action.type !== undefined && (
          <Form.Item label="动作名称（统计用）">
            <Input
              placeholder="例如：领取新春礼包"
              value={typeof action.actionName === 'string' ? action.actionName : ''}
              onChange={(e) => set('actionName', e.target.value)}
            />
          </Form.Item>
        )}
      </Form>
      <FieldProblems name={name} />
    </fieldset>
  );
}
