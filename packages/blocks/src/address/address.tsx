import { useState } from 'react';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import type { CaptchaSolver } from '../shared/acquire-captcha.ts';
import { AddressField } from './address-field.tsx';
import { ADDRESS_TEXT } from './address-texts.ts';
import type { RegionNode } from '../shared/region/region-tree.ts';
import { RegisterForm } from './register-form.tsx';
import { EMPTY_ADDRESS, isAddressChosen } from '../shared/region/selected-address.ts';
import type { Address } from '../shared/region/selected-address.ts';
import './address.css';

export interface AddressBlockProps extends BlockProps<'address'> {
  /** Where the region tree comes from (tests, the builder's preview); default: the shipped data. */
  loadRegions?: () => Promise<RegionNode[]>;
  /** The captcha to show outside development (tests); default: Tencent's. */
  solveCaptcha?: CaptchaSolver;
}

/**
 * The address block: `title`, the province / city / area field (请选择 until chosen) and, once an
 * address is chosen, the register-by-address form (phone, SMS code, `buttonText` or 注册).
 * With `isNeedLogin`, a visitor without a token is sent to login instead of to the picker.
 */
export default function AddressBlock({ value, loadRegions, solveCaptcha }: AddressBlockProps) {
  const runtime = useRuntime();
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [registered, setRegistered] = useState(false);
  const title = typeof value.title === 'string' ? value.title : '';
  const buttonText = typeof value.buttonText === 'string' ? value.buttonText : '';

  const beforeOpen = () => {
    if (value.isNeedLogin && !runtime.auth.token()) {
      runtime.env.login();
      return false;
    }
    return true;
  };

  return (
    <div className="h5-address">
      {title ? <div className="h5-address-title">{title}</div> : null}
      <AddressField
        value={address}
        onChange={(next) => {
          setAddress(next);
          setRegistered(false);
        }}
        beforeOpen={beforeOpen}
        loadRegions={loadRegions}
      />
      {registered ? (
        <p className="h5-address-done" role="status">
          {ADDRESS_TEXT.REGISTER_SUCCESS}
        </p>
      ) : isAddressChosen(address) ? (
        <RegisterForm
          address={address}
          buttonText={buttonText}
          solveCaptcha={solveCaptcha}
          onRegistered={() => setRegistered(true)}
        />
      ) : null}
    </div>
  );
}
