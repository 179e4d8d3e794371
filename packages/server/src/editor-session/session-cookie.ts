/**
 * The cookie holding an editor's session token (path `/`: previews of drafts need it too).
 * HttpOnly, SameSite=Lax (why not Strict: `adminGuards.refuseCrossSite`), and Secure when the
 * browser reached the site over TLS (`core/over-tls.ts`).
 */
export const SESSION_COOKIE = 'h5_admin_session';
