/** The cookie holding an editor's session token (path `/`: previews of drafts need it too). */
export const SESSION_COOKIE = 'h5_admin_session';
