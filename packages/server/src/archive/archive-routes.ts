import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageCodeSchema } from '@h5-page/schema/page';
import { AppError } from '../errors.ts';
import { int } from '../core/fields.ts';
import { answersContent } from '../core/answers.ts';
import { roleCan } from '@h5-page/schema/editor-roles';
import { rulePacksStamp } from '@h5-page/blocks/compliance/rule-packs';
import { draftChecks } from '../compliance/draft-checks.ts';
import { versionRecords } from './dossier-records.ts';
import { dossierZip } from './dossier.ts';
import { phonePicture } from './phone-picture.ts';

const params = z.object({ code: pageCodeSchema, version: int(1) });
const query = z.object({
  download: z.enum(['0', '1']).default('0').describe('1: as a file to save'),
  as: z
    .enum(['file', 'sent'])
    .default('file')
    .describe('file: self-contained (styles and pictures inlined); sent: the HTML exactly as sent'),
});

// Shown inside the builder's origin: nothing in it may run or reach out (its pictures and
// styles are inlined; what was not, stays blank).
const ARCHIVE_POLICY =
  "sandbox; default-src 'none'; img-src data:; media-src data:; style-src 'unsafe-inline' data:; font-src data:";

/**
 * `GET /admin/api/pages/:code/versions/:version/archive`: what visitors were sent; `…/dossier`:
 * the version's filing dossier (reviewers, publishers and admins), its download audited.
 */
export async function archiveRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/api/pages/:code/versions/:version/archive',
    {
      schema: {
        params,
        querystring: query,
        response: answersContent('text/html', 'the HTML visitors were sent for that version'),
      },
    },
    async (request, reply) => {
      const { code, version } = request.params;
      const archive = await app.archives.get(code, version);
      if (!archive) throw new AppError('ARCHIVE_NOT_FOUND');
      if (request.query.download === '1') {
        reply.header(
          'content-disposition',
          `attachment; filename="${code}-v${version}${request.query.as === 'sent' ? '-sent' : ''}.html"`,
        );
      }
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', ARCHIVE_POLICY)
          .header('cache-control', 'private, max-age=3600')
          // What the page was checked against when it went live, for a filing to cite.
          .header('x-rule-packs', archive.checkedWith ?? '')
          .send(request.query.as === 'sent' ? archive.html : archive.file)
      );
    },
  );

  app.get(
    '/admin/api/pages/:code/versions/:version/dossier',
    {
      schema: {
        params,
        response: answersContent(
          'application/zip',
          'the filing dossier: manifest.json, the archive, the HTML as sent, a phone-width PNG',
        ),
      },
    },
    async (request, reply) => {
      const role = request.editor?.role;
      if (!roleCan(role, 'audit') && !roleCan(role, 'publish')) {
        throw new AppError('ADMIN_ROLE_REQUIRED', '需要审核员、发布者或管理员权限才能下载报备材料');
      }
      const { code, version } = request.params;
      const archive = await app.archives.get(code, version);
      if (!archive) throw new AppError('ARCHIVE_NOT_FOUND');
      const records = await versionRecords(app.database.db, code, version);
      if (!records) throw new AppError('ARCHIVE_NOT_FOUND');
      const by = request.editor?.username ?? null;
      const { zip, manifestSha256 } = dossierZip({
        code,
        records,
        file: archive.file,
        sent: archive.html,
        pack: archive.checkedWith,
        checks: { pack: rulePacksStamp(), problems: await draftChecks(app, records.data) },
        picture: await phonePicture(archive.file, app.config.chromiumPath),
        generatedAt: new Date(),
        generatedBy: by,
      });
      await app.audit.record({
        actor: by,
        action: 'page.dossier',
        pageCode: code,
        detail: { version, manifest_sha256: manifestSha256 },
      });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${code}-v${version}-dossier.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  );
}
