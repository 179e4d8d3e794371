import { lazy, Suspense, useState } from 'react';
import { ADDRESS_TEXT } from './address-texts.ts';
import type { RegionNode } from '../shared/region/region-tree.ts';
import { addressText, EMPTY_ADDRESS } from '../shared/region/selected-address.ts';
import type { Address } from '../shared/region/selected-address.ts';
import './address.css';

// The picker (antd-mobile's Popup, about 30 kB gzip) loads on the first press, not with the page.
const AddressPicker = lazy(() =>
  import('../shared/region/address-picker.tsx').then((module) => ({
    default: module.AddressPicker,
  })),
);

export interface AddressFieldProps {
  /** The chosen address (`EMPTY_ADDRESS` for none). */
  value: Address;
  /** A choice was made, or the picker closed without one (`EMPTY_ADDRESS`). */
  onChange(address: Address): void;
  /** Asked before the picker opens; `false` keeps it shut (to send the visitor to login, say). */
  beforeOpen?: () => boolean;
  loadRegions?: () => Promise<RegionNode[]>;
}

/** The field showing 请选择 or the chosen 'province city area', opening the picker when pressed. */
export function AddressField({ value, onChange, beforeOpen, loadRegions }: AddressFieldProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const text = addressText(value);
  return (
    <>
      <button
        type="button"
        className={`h5-address-field${text ? '' : ' h5-address-field-empty'}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          if (beforeOpen && !beforeOpen()) return;
          setOpened(true);
          setOpen(true);
        }}
      >
        <span className="h5-address-text">{text || ADDRESS_TEXT.PLACEHOLDER}</span>
        <span className="h5-address-arrow" aria-hidden="true" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AddressPicker
            visible={open}
            value={value}
            loadRegions={loadRegions}
            onClose={(result) => {
              setOpen(false);
              onChange(result ?? EMPTY_ADDRESS);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
