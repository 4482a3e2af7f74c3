import { defineReadModel } from '#platform/projections/projector';
import type { TermsEvent } from '../domain/terms.decider';

/**
 * `venue_terms`: each venue's terms as last saved, with their stream's revision as the version.
 * Inline: a placement right after a save reads the terms it made (the guest accepts what was shown).
 */
export const termsProjector = defineReadModel<TermsEvent>({
  name: 'venue-terms',
  inline: true,
  tables: ['venue_terms'],
  migrations: [
    {
      id: '20261212-20-venue-terms',
      sql: `
        CREATE TABLE venue_terms (
          club_id text PRIMARY KEY,
          version integer NOT NULL,
          terms jsonb NOT NULL,
          updated_at timestamptz NOT NULL
        );`,
    },
  ],
  handlers: {
    VenueTermsSet: async (event, tx) => {
      await tx.query(
        `INSERT INTO venue_terms (club_id, version, terms, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (club_id) DO UPDATE SET version = EXCLUDED.version, terms = EXCLUDED.terms, updated_at = EXCLUDED.updated_at
         WHERE venue_terms.version < EXCLUDED.version`,
        [event.data.clubId, Number(event.revision), JSON.stringify(event.data.terms), event.metadata.occurredAt],
      );
    },
  },
});
