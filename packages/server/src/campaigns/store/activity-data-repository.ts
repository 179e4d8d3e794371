import { eq } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { vacancies, virtualUsers } from './tables.ts';
import type { VacancyRow, VirtualUsersRow } from './tables.ts';

export interface ActivityDataRepository {
  virtualUsers(id: string): Promise<VirtualUsersRow | null>;
  vacancy(id: string): Promise<VacancyRow | null>;
}

/** What the notice ticker (virtual users) and the number and progress blocks (vacancies) show. */
export function createActivityDataRepository(db: Db): ActivityDataRepository {
  return {
    async virtualUsers(id) {
      const [row] = await db.select().from(virtualUsers).where(eq(virtualUsers.id, id));
      return row ?? null;
    },
    async vacancy(id) {
      const [row] = await db.select().from(vacancies).where(eq(vacancies.id, id));
      return row ?? null;
    },
  };
}
