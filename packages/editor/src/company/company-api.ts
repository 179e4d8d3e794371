import type { BodyOf } from '@h5-page/schema/admin-api/contract';
import type { companyProfileAnswer, companyProfileBody } from '@h5-page/schema/admin-api/company';
import { call } from '../api/admin-api.ts';

export type { CompanyProfileInfo } from '@h5-page/schema/admin-api/company';

/** 企业信息 (docs/admin-api.md): every editor reads it, admins save it. */
export const companyApi = {
  profile: () => call<typeof companyProfileAnswer>('GET', '/company'),
  save: (profile: BodyOf<typeof companyProfileBody>) =>
    call<typeof companyProfileAnswer>(
      'PUT',
      '/company',
      profile satisfies BodyOf<typeof companyProfileBody>,
    ),
};
