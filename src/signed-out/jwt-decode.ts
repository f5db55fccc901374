/**
 * jwt-decode's one function as the session reads a token's claims (src/app/session/tokens.ts readClaims), for the
 * signed-out forms' light entry, which the light build puts in place of the package (scripts/vite-signed-out.ts): the
 * payload's base64url JSON as UTF-8. An unreadable token throws, as the package does; readClaims answers null then.
 */
export function jwtDecode(token: string): unknown {
  const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '=')), (c) =>
    c.charCodeAt(0),
  );
  return JSON.parse(new TextDecoder().decode(bytes));
}
