import { pathParam, type RecordVersionOf } from '#platform/http/conditional-request';

/** The profile's version: its stream's revision after the venue's last write (0 before any). */
export const guestVersion: RecordVersionOf = (req, versions) => versions.column('SELECT version FROM guest_profiles WHERE id = $1', [pathParam(req, 'guestId')]);
