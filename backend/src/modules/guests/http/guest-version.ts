import { pathParam, type RecordVersionOf } from '#platform/http/conditional-request';

/** The profile's version: its stream's revision after the venue's last write (0 before any); the venue's people only. */
export const guestVersion: RecordVersionOf = (req, versions) =>
  versions.ofVenueRecord(req, 'SELECT version, club_id FROM guest_profiles WHERE id = $1', [pathParam(req, 'guestId')]);
