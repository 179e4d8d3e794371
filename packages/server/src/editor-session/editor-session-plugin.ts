import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createEditorRepository } from './editor-repository.ts';
import { createSessionRepository } from './session-repository.ts';

/** Builder accounts and their sessions: what every admin call's guards read. */
export interface EditorSessionStore {
  editors: ReturnType<typeof createEditorRepository>;
  sessions: ReturnType<typeof createSessionRepository>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Builder accounts and their sessions (`editor-session/`). */
    editorSession: EditorSessionStore;
  }
}

/**
 * Decorates the builder's accounts and sessions, over the database plugin's connection, and the
 * request's `editor` (null until the session guard sets it), before any domain mounts its admin
 * routes through `editorScope`.
 */
async function editorSession(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  app.decorate('editorSession', {
    editors: createEditorRepository(db),
    sessions: createSessionRepository(db),
  });
  app.decorateRequest('editor', null);
}

export const editorSessionPlugin = fp(editorSession, {
  name: 'editor-session',
  fastify: '5.x',
  dependencies: ['database'],
});
