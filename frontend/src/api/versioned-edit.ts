/**
 * The header that makes an edit count only against the version of the record it was made from:
 * when someone else saved in between, the server refuses it with 412 'Podaci su u međuvremenu
 * izmenjeni, osvežite stranicu' (the error catalogue toasts it). A record without a version yet
 * is edited as before.
 */
export function editedVersionHeaders(version: number | null | undefined): Record<string, string> {
  return typeof version === 'number' ? { 'If-Match': `"${version}"` } : {};
}
