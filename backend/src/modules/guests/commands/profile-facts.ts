import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform/database/database.tokens';
import type { ProfileFacts } from '../domain/guest-book.decider';

/** What a guest-book command needs to know of a profile, read from the guest book's read model. */
@Injectable()
export class GuestProfiles {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async facts(guestId: string): Promise<ProfileFacts | null> {
    if (guestId.includes('\0')) return null;
    const { rows } = await this.pool.query<{ id: string; club_id: string; email: string; phone: string }>('SELECT id, club_id, email, phone FROM guest_profiles WHERE id = $1', [
      guestId,
    ]);
    const row = rows[0];
    return row ? { guestId: row.id, clubId: row.club_id, email: row.email, phone: row.phone } : null;
  }
}
