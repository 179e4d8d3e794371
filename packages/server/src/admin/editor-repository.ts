import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { editors } from './admin-tables.ts';

export type EditorRole = 'editor' | 'publisher';

export interface Editor {
  id: number;
  username: string;
  role: EditorRole;
  disabled: boolean;
  createdAt: Date;
}

export interface EditorWithHash extends Editor {
  passwordHash: string;
}

const columns = {
  id: editors.id,
  username: editors.username,
  role: editors.role,
  disabled: editors.disabled,
  createdAt: editors.createdAt,
};

/** Builder accounts (passwords arrive already hashed). */
export function createEditorRepository(db: Db) {
  return {
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(editors);
      return Number(row?.n ?? 0);
    },

    async findByUsername(username: string): Promise<EditorWithHash | null> {
      const [row] = await db
        .select({ ...columns, passwordHash: editors.passwordHash })
        .from(editors)
        .where(eq(editors.username, username));
      return row ?? null;
    },

    async findById(id: number): Promise<EditorWithHash | null> {
      const [row] = await db
        .select({ ...columns, passwordHash: editors.passwordHash })
        .from(editors)
        .where(eq(editors.id, id));
      return row ?? null;
    },

    list(): Promise<Editor[]> {
      return db.select(columns).from(editors).orderBy(asc(editors.id));
    },

    /** null when the user name is taken (by anyone, concurrent creators included). */
    async create(username: string, passwordHash: string, role: EditorRole): Promise<Editor | null> {
      const [row] = await db
        .insert(editors)
        .values({ username, passwordHash, role })
        .onConflictDoNothing({ target: editors.username })
        .returning(columns);
      return row ?? null;
    },

    async setDisabled(username: string, disabled: boolean): Promise<Editor | null> {
      const [row] = await db
        .update(editors)
        .set({ disabled })
        .where(eq(editors.username, username))
        .returning(columns);
      return row ?? null;
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(editors).set({ passwordHash }).where(eq(editors.id, id));
    },
  };
}

export type EditorRepository = ReturnType<typeof createEditorRepository>;
