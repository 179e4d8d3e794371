/**
 * Headers that only mean something on a document (framing, referrer, transport and isolation
 * policies, legacy IE switches). Helmet sets them on every answer; a page loads its code in some
 * twenty script and style files, where they were a third of the bytes of the smaller ones. The
 * document keeps them; `X-Content-Type-Options` and `Cross-Origin-Resource-Policy`, which guard
 * a subresource itself, stay on every file.
 */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Drops the document-only headers from the answer for a script, style or picture file. */
export function trimSubresourceHeaders(res: { removeHeader(name: string): void }): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}
