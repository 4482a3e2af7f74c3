/**
 * The token in what a door phone scanned: the URL `…/r/<token>` of a reservation or `…/g/<token>`
 * of a guest list's name (any host; a query or fragment after it left out, URL-decoded) or the bare
 * token (docs/door.md). The server and the door screen, also offline, read a code this one way.
 */
export function tokenOfScannedCode(scanned: string): string {
  const text = scanned.trim();
  const at = Math.max(text.lastIndexOf('/r/'), text.lastIndexOf('/g/'), text.lastIndexOf('/t/'));
  if (at < 0) return text;
  const token = text.slice(at + 3).split(/[?#/]/)[0];
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}
