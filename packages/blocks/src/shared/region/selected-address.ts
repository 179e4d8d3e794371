/** An address chosen in the picker (spec section 3, "Address selection"). */
export interface Address {
  province: string;
  provinceID: number;
  city: string;
  cityID: number;
  area: string;
  areaID: number;
}

/** Nothing chosen: what closing the picker without choosing returns. */
export const EMPTY_ADDRESS: Readonly<Address> = Object.freeze({
  province: '',
  provinceID: 0,
  city: '',
  cityID: 0,
  area: '',
  areaID: 0,
});

/** Whether a choice was made (a province at least: a province without cities ends there). */
export function isAddressChosen(address: Address | null | undefined): address is Address {
  return !!address && address.provinceID > 0;
}

/** `province city area`, the parts that were chosen; '' when nothing was. */
export function addressText(address: Address | null | undefined): string {
  if (!isAddressChosen(address)) return '';
  return [address.province, address.city, address.area].filter(Boolean).join(' ');
}
