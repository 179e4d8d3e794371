import { lazy, Suspense, useState } from 'react';
import { LEAD_EXTRA_TEXT_MAX } from '@h5-page/schema/lead-extra-fields';
import type { LeadExtraField } from '@h5-page/schema/lead-extra-fields';
import { useEarlyEntries } from '../shared/use-early-entries.ts';
import type { Address } from '../shared/region/selected-address.ts';
import type { RegionNode } from '../shared/region/region-tree.ts';

// The region picker (antd-mobile's popup and the region tree) loads on the first press, as the
// address block's does: a form without an address field never fetches it.
const AddressPicker = lazy(() =>
  import('../shared/region/address-picker.tsx').then((module) => ({
    default: module.AddressPicker,
  })),
);

/** What a visitor has entered in the extra fields: the text of each, by label. */
export type ExtraAnswers = Readonly<Record<string, string>>;

export interface ExtraFieldsProps {
  fields: readonly LeadExtraField[];
  answers: ExtraAnswers;
  onAnswer(label: string, answer: string): void;
  /** Where the address picker's regions come from (default: the shipped tree). */
  loadRegions?: () => Promise<RegionNode[]>;
}

/** `广东省 广州市 天河区`: the parts chosen ('' when the picker closed without a choice). */
const regionText = (address: Address | null) =>
  address && address.provinceID > 0
    ? [address.province, address.city, address.area].filter(Boolean).join(' ')
    : '';

const hint = (field: LeadExtraField, verb: '请选择' | '请填写') =>
  `${verb}${field.label}${field.required ? '' : '（选填）'}`;

/**
 * The fields a marketer added under name and phone, each labelled by its label: an address
 * (the region picker in a bottom popup), a select (the phone's own picker) or a short text.
 */
export function ExtraFields({ fields, answers, onAnswer, loadRegions }: ExtraFieldsProps) {
  const entry = useEarlyEntries();
  return (
    <>
      {fields.map((field) => {
        const answer = answers[field.label] ?? '';
        if (field.type === 'address') {
          return (
            <RegionChoice
              key={field.label}
              field={field}
              text={answer}
              loadRegions={loadRegions}
              onChoose={(text) => onAnswer(field.label, text)}
            />
          );
        }
        if (field.type === 'select') {
          return (
            <div key={field.label} className="h5-lead-form-field h5-lead-form-select-field">
              <select
                className={`h5-lead-form-input h5-lead-form-select${answer ? '' : ' h5-lead-form-empty'}`}
                aria-label={field.label}
                aria-required={field.required}
                value={answer}
                onChange={(event) => onAnswer(field.label, event.target.value)}
                ref={entry(field.label, answer, (chosen) => onAnswer(field.label, chosen))}
              >
                <option value="">{hint(field, '请选择')}</option>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        return (
          <div key={field.label} className="h5-lead-form-field">
            <input
              className="h5-lead-form-input"
              type="text"
              aria-label={field.label}
              aria-required={field.required}
              placeholder={hint(field, '请填写')}
              maxLength={LEAD_EXTRA_TEXT_MAX}
              value={answer}
              onChange={(event) => onAnswer(field.label, event.target.value)}
              ref={entry(field.label, answer, (typed) => onAnswer(field.label, typed))}
            />
          </div>
        );
      })}
    </>
  );
}

interface RegionChoiceProps {
  field: LeadExtraField;
  text: string;
  onChoose(text: string): void;
  loadRegions?: () => Promise<RegionNode[]>;
}

/** An address field: 请选择<label> or the chosen region; the picker opens over the page. */
function RegionChoice({ field, text, onChoose, loadRegions }: RegionChoiceProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [address, setAddress] = useState<Address | null>(null);
  return (
    <div className="h5-lead-form-field">
      <button
        type="button"
        className={`h5-lead-form-input h5-lead-form-choice${text ? '' : ' h5-lead-form-empty'}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={text ? `${field.label}：${text}` : field.label}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {text || hint(field, '请选择')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AddressPicker
            visible={open}
            value={address}
            loadRegions={loadRegions}
            title={`请选择${field.label}`}
            onClose={(result) => {
              setOpen(false);
              // Closed without a choice: the earlier choice stays.
              if (!result) return;
              setAddress(result);
              onChoose(regionText(result));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
