import { z } from 'zod';

/** 企业信息: the company details pages made from a template carry (admins save them). */

export const companyProfileAnswer = z.object({
  name: z.string().describe('the registered company name, as the copyright line states it'),
  licence_number: z.string().describe('经营证券期货业务许可证编号'),
  hotline: z.string().describe('service and complaint line'),
  updated_at: z.string().nullable().describe('ISO 8601; null: never saved, the defaults'),
  updated_by: z.string().nullable(),
});
export type CompanyProfileInfo = z.infer<typeof companyProfileAnswer>;

export const companyProfileBody = z.object({
  name: z.string(),
  licence_number: z.string(),
  hotline: z.string(),
});
