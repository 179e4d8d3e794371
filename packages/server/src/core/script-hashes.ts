import { createHash } from 'node:crypto';

// An inline script element: its attributes and its text (script text is raw: no entities).
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const SCRIPT_TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts a browser would run in `html`: data
 * blocks such as `type="application/json"` are never run, so they need none. Given server-made
 * markup only, so that a policy built from them blesses exactly the server's own scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    const type = (SCRIPT_TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!RUNNABLE_TYPES.has(type)) continue;
    // Browsers hash the text after newline normalisation (CRLF and CR become LF).
    const normalised = text.replace(/\r\n?/g, '\n');
    hashes.push(`'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}
