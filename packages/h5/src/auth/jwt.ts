function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The JWT payload, unverified (the server verifies); null when the token is malformed. */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The user id carried by the token (`uid`, else `user_id`, else `sub`); null when absent. */
export function uidFromToken(token: string | null | undefined): string | null {
  const payload = decodeJwtPayload(token);
  if (!payload) return null;
  for (const key of ['uid', 'user_id', 'sub']) {
    const value = payload[key];
    if ((typeof value === 'string' && value) || typeof value === 'number') return String(value);
  }
  return null;
}
