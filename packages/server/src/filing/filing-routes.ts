import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageCodeSchema } from '@h5-page/schema/page';
import {
  filingAnswer,
  filingRequiredBody,
  recordFilingBody,
} from '@h5-page/schema/admin-api/filing';
import type { FilingState as FilingAnswer } from '@h5-page/schema/admin-api/filing';
import { AppError, ok } from '../errors.ts';
import { answers } from '../core/answers.ts';
import { adminGuards } from '../editor-session/admin-guards.ts';
import { createFilingRepository, earliestOf } from './filing-repository.ts';
import type { FilingState, FilingWait } from './filing-repository.ts';

const codeParams = z.object({ code: pageCodeSchema });

/** The answer of every filing call: the mark, the filings, the first day the page may go live. */
export function filingOut(state: FilingState, wait: FilingWait): FilingAnswer {
  return {
    required: state.required,
    filings: state.filings.map((filing) => ({
      filed_on: filing.filedOn,
      reference: filing.reference,
      recorded_by: filing.recordedBy,
      recorded_at: filing.recordedAt.toISOString(),
    })),
    earliest_go_live: earliestOf(state, wait),
    wait_working_days: wait.workingDays,
  };
}

/**
 * Filing before use (需报备, docs/admin-api.md): `GET /admin/api/pages/:code/filing` (any
 * editor), `PUT …/filing {required}` and `POST …/filings {filed_on, reference}` (publishers and
 * admins, audited `page.filing_required` / `page.filing_record`). Publishing refuses a page so
 * marked until its wait has passed (`filing-guard.ts`, in the page routes).
 */
export async function filingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const filings = createFilingRepository(app.database.db);
  const wait: FilingWait = {
    workingDays: app.config.filingWaitWorkingDays,
    holidays: app.config.filingHolidays,
  };
  const publisherOnly = { preValidation: adminGuards.requirePublisher };
  const by = (editor: { username: string } | null) => editor?.username ?? null;
  const found = (state: FilingState | null) => {
    if (!state) throw new AppError('PAGE_NOT_FOUND');
    return ok(filingOut(state, wait));
  };

  app.get(
    '/admin/api/pages/:code/filing',
    { schema: { params: codeParams, response: answers(filingAnswer) } },
    async (request) => found(await filings.state(request.params.code)),
  );

  app.put(
    '/admin/api/pages/:code/filing',
    {
      schema: { params: codeParams, body: filingRequiredBody, response: answers(filingAnswer) },
      ...publisherOnly,
    },
    async (request) =>
      found(
        await filings.setRequired(request.params.code, request.body.required, by(request.editor)),
      ),
  );

  app.post(
    '/admin/api/pages/:code/filings',
    {
      schema: { params: codeParams, body: recordFilingBody, response: answers(filingAnswer) },
      ...publisherOnly,
    },
    async (request) => {
      const { filed_on: filedOn, reference } = request.body;
      return found(
        await filings.record(request.params.code, { filedOn, reference }, by(request.editor)),
      );
    },
  );
}
