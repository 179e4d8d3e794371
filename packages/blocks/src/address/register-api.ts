import { API_PATHS } from '@h5-page/schema/constants';
import type { BlockRuntime } from '../runtime.ts';
import type { Address } from '../shared/region/selected-address.ts';

type Runtime = Pick<BlockRuntime, 'api' | 'toast' | 'page'>;

/**
 * Registers (or logs in) with the phone, the SMS code and the chosen address, which the server
 * stores on the user with the version of the statement the visitor agreed to. Resolves whether
 * it succeeded; refusals were shown by the API client.
 */
export async function registerByAddress(
  runtime: Runtime,
  handset: string,
  code: string,
  address: Address,
  consentVersion: number,
): Promise<boolean> {
  try {
    await runtime.api.post(
      API_PATHS.SMART_LOGIN,
      {
        handset,
        code,
        province: address.province,
        provinceID: address.provinceID,
        city: address.city,
        cityID: address.cityID,
        area: address.area,
        areaID: address.areaID,
        consent_version: consentVersion,
      },
      { hideError: true },
    );
    return true;
  } catch {
    return false;
  }
}
