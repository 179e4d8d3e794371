import type { FastifyInstance } from 'fastify';
import { routePageCode } from '@h5-page/schema/route-page-code';

type SubjectCheck = (app: FastifyInstance, segment: string) => Promise<boolean>;

/**
 * Routes whose last path segment names a thing of their own (an article): the page renders the
 * same for every name (the block reads the name in the browser), but a name that names nothing
 * answers 404, as a search engine and a link checker expect, not 200 with a "not found" text.
 */
const SUBJECTS: Readonly<Record<string, SubjectCheck>> = {
  [routePageCode('/cpmj/details/:name')]: async (app, name) =>
    (await app.campaigns.cpmj.detail(name)) !== null,
  [routePageCode('/simulateTrading/article/details/:id')]: async (app, id) =>
    /^[1-9]\d{0,9}$/.test(id) &&
    Number(id) <= 2_147_483_647 &&
    (await app.campaigns.simTrading.article(Number(id))) !== null,
};

/** Whether the page at `pathname` names a subject that does not exist (null: no subject). */
export async function missingSubject(
  app: FastifyInstance,
  code: string,
  pathname: string,
): Promise<boolean> {
  const check = SUBJECTS[code];
  if (!check) return false;
  let segment: string;
  try {
    segment = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
  } catch {
    return true;
  }
  return segment === '' || !(await check(app, segment));
}
