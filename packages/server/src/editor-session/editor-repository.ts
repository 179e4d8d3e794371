import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import type { Db } from '../store/open-database.ts';
import { editors } from './editor-tables.ts';

export type { EditorRole } from '@h5-page/schema/editor-roles';

export interface Editor {
  id: number;
  username: string;
  role: EditorRole;
  disabled: boolean;
  createdAt: Date;
}

/** An account as the accounts screen lists it. */
export interface EditorListing extends Editor {
  lastSignInAt: Date | null;
}

export interface EditorWithHash extends Editor {
  passwordHash: string;
}

/** A change to an account, or why it was refused: unknown account, or it is the last admin. */
export type AccountChange =
  { ok: true; editor: EditorListing } | { ok: false; reason: 'not-found' | 'last-admin' };

const columns = {
  id: editors.id,
  username: editors.username,
  role: editors.role,
  disabled: editors.disabled,
  createdAt: editors.createdAt,
};

const listed = { ...columns, lastSignInAt: editors.lastSignInAt };

/** Builder accounts (passwords arrive already hashed). */
export function createEditorRepository(db: Db) {
  /**
   * Changes one account unless that would leave no enabled admin. The enabled admins' rows are
   * locked first, so two admins turning each other off at once cannot both succeed: the second
   * waits, then sees the first's change.
   */
  const changeGuarded = (
    username: string,
    change: { disabled?: boolean; role?: EditorRole },
  ): Promise<AccountChange> =>
    db.transaction(async (tx) => {
      const admins = await tx
        .select({ username: editors.username })
        .from(editors)
        .where(and(eq(editors.role, 'admin'), eq(editors.disabled, false)))
        .orderBy(asc(editors.id))
        .for('update');
      const [target] = await tx.select(listed).from(editors).where(eq(editors.username, username));
      if (!target) return { ok: false, reason: 'not-found' };
      const stillAdmin =
        (change.role ?? target.role) === 'admin' && !(change.disabled ?? target.disabled);
      const othersEnabled = admins.filter((admin) => admin.username !== username).length;
      if (!stillAdmin && othersEnabled === 0 && admins.length > 0) {
        return { ok: false, reason: 'last-admin' };
      }
      const [row] = await tx
        .update(editors)
        .set(change)
        .where(eq(editors.username, username))
        .returning(listed);
      return row ? { ok: true, editor: row } : { ok: false, reason: 'not-found' };
    });

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

    list(): Promise<EditorListing[]> {
      return db.select(listed).from(editors).orderBy(asc(editors.id));
    },

    /** null when the user name is taken (by anyone, concurrent creators included). */
    async create(
      username: string,
      passwordHash: string,
      role: EditorRole,
    ): Promise<EditorListing | null> {
      const [row] = await db
        .insert(editors)
        .values({ username, passwordHash, role })
        .onConflictDoNothing({ target: editors.username })
        .returning(listed);
      return row ?? null;
    },

    /** Disables or re-enables an account; never the last enabled admin. */
    setDisabled(username: string, disabled: boolean): Promise<AccountChange> {
      return changeGuarded(username, { disabled });
    },

    /** Gives an account another role; never takes it from the last enabled admin. */
    setRole(username: string, role: EditorRole): Promise<AccountChange> {
      return changeGuarded(username, { role });
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(editors).set({ passwordHash }).where(eq(editors.id, id));
    },

    /** Sets another account's password; the account or null when there is none. */
    async resetPasswordHash(username: string, passwordHash: string): Promise<EditorListing | null> {
      const [row] = await db
        .update(editors)
        .set({ passwordHash })
        .where(eq(editors.username, username))
        .returning(listed);
      return row ?? null;
    },

    async recordSignIn(id: number): Promise<void> {
      await db
        .update(editors)
        .set({ lastSignInAt: sql`now()` })
        .where(eq(editors.id, id));
    },
  };
}

export type EditorRepository = ReturnType<typeof createEditorRepository>;
