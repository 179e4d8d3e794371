import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { editorSessions, editors } from './editor-tables.ts';
import type { Editor } from './editor-repository.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Editor sessions in the database, so every server process accepts them. The cookie carries a
 * random token; only its hash is stored.
 */
export function createSessionRepository(db: Db) {
  return {
    async create(editorId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlMs);
      await db.insert(editorSessions).values({ tokenHash: hashOf(token), editorId, expiresAt });
      // Sign-ins clean up what expired, so the table does not grow without bound.
      await db.delete(editorSessions).where(lte(editorSessions.expiresAt, new Date()));
      return { token, expiresAt };
    },

    /** The signed-in editor, or null (unknown, expired, or the account was disabled). */
    async find(token: string): Promise<Editor | null> {
      const [row] = await db
        .select({
          id: editors.id,
          username: editors.username,
          role: editors.role,
          disabled: editors.disabled,
          createdAt: editors.createdAt,
        })
        .from(editorSessions)
        .innerJoin(editors, eq(editors.id, editorSessions.editorId))
        .where(
          and(
            eq(editorSessions.tokenHash, hashOf(token)),
            gt(editorSessions.expiresAt, new Date()),
          ),
        );
      return row && !row.disabled ? row : null;
    },

    async revoke(token: string): Promise<void> {
      await db.delete(editorSessions).where(eq(editorSessions.tokenHash, hashOf(token)));
    },

    /** Ends every session of the editor, but the one of `keep` (a token) when given. */
    async revokeAllOf(editorId: number, keep?: string): Promise<void> {
      await db
        .delete(editorSessions)
        .where(
          keep === undefined
            ? eq(editorSessions.editorId, editorId)
            : and(
                eq(editorSessions.editorId, editorId),
                ne(editorSessions.tokenHash, hashOf(keep)),
              ),
        );
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
