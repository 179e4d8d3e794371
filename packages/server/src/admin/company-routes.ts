import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyProfileAnswer } from '@h5-page/schema/admin-api/company';
import {
  COMPANY_NAME_MAX,
  COMPANY_NAME_MIN,
  HOTLINE_PATTERN,
  HOTLINE_RULE,
  LICENCE_NUMBER_PATTERN,
  LICENCE_NUMBER_RULE,
} from '@h5-page/schema/company-profile';
import { answers } from '../core/answers.ts';
import { isCleanText } from '../core/fields.ts';
import { ok } from '../errors.ts';
import { requireCapability } from '../editor-session/admin-guards.ts';
import type { StoredCompanyDetails } from './company-profile-repository.ts';

const profileBody = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .min(COMPANY_NAME_MIN)
    .max(COMPANY_NAME_MAX)
    .refine(isCleanText, '格式不正确')
    .describe('the registered company name'),
  licence_number: z
    .string()
    .trim()
    .min(1)
    .regex(LICENCE_NUMBER_PATTERN, { error: LICENCE_NUMBER_RULE })
    .describe('经营证券期货业务许可证编号'),
  hotline: z
    .string()
    .trim()
    .min(1)
    .regex(HOTLINE_PATTERN, { error: HOTLINE_RULE })
    .describe('service and complaint line'),
});

const profileOut = (profile: StoredCompanyDetails) => ({
  name: profile.name,
  licence_number: profile.licenceNumber,
  hotline: profile.hotline,
  updated_at: profile.updatedAt?.toISOString() ?? null,
  updated_by: profile.updatedBy,
});

/**
 * 企业信息: the company's name, licence number and hotline, entered once. Every editor reads them
 * (a page made from a template carries them); admins save them, audited.
 */
export async function companyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const profiles = app.admin.companyProfile;

  app.get(
    '/admin/api/company',
    { schema: { response: answers(companyProfileAnswer, 'the details in force') } },
    async () => ok(profileOut(await profiles.get())),
  );

  app.put(
    '/admin/api/company',
    {
      schema: {
        body: profileBody,
        response: answers(
          companyProfileAnswer,
          'the saved details; pages made from now on carry them',
        ),
      },
      bodyLimit: 16 * 1024,
      // The admins' capability, with a refusal that names these settings.
      preValidation: requireCapability(
        'accounts',
        'ADMIN_ADMIN_REQUIRED',
        '需要管理员权限才能修改企业信息',
      ),
    },
    async (request) => {
      const actor = request.editor?.username ?? null;
      const { name, licence_number: licenceNumber, hotline } = request.body;
      const saved = await profiles.save({ name, licenceNumber, hotline }, actor);
      await app.audit.record({
        actor,
        action: 'company.profile',
        detail: { name, licence_number: licenceNumber, hotline },
      });
      return ok(profileOut(saved));
    },
  );
}
