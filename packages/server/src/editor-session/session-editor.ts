import type { FastifyRequest } from 'fastify';
import type { Editor } from './editor-repository.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

/** The editor signed in on this request (by the session cookie), or null. */
export async function sessionEditor(request: FastifyRequest): Promise<Editor | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 128) return null;
  return request.server.editorSession.sessions.find(token);
}
