import { eq } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { jumpTargets } from './tables.ts';
import type { JumpTargetRow } from './tables.ts';

export interface JumpRepository {
  find(stateCode: string): Promise<JumpTargetRow | null>;
}

/** State-code jumps (button action 11). */
export function createJumpRepository(db: Db): JumpRepository {
  return {
    async find(stateCode) {
      const [row] = await db.select().from(jumpTargets).where(eq(jumpTargets.stateCode, stateCode));
      return row ?? null;
    },
  };
}
