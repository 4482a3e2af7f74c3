import { Injectable } from '@nestjs/common';
import { GOOGLE_MESSAGES, type GoogleBatchAvailabilityLookup } from '@izlazak/contracts';
import { badRequest } from '#platform/commands/domain-errors';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../events/domain/venue-night';
import { GOOGLE_SERVICE_ID } from '../domain/google-booking';
import { slotAsked } from '../domain/night-slot';
import { GoogleInventory } from './google-inventory';

/**
 * BatchAvailabilityLookup: for each slot Google asks about, whether a table that seats the party is
 * free that night, from the read models at this moment (the reservations read model is written in
 * the placement's own transaction, so a table taken a moment ago is never answered free).
 */
@Injectable()
export class GoogleAvailability {
  constructor(
    private readonly inventory: GoogleInventory,
    private readonly clock: NightClock,
  ) {}

  /** One answer per slot asked, in the order asked. */
  async lookup({ merchant_id, slot_time }: GoogleBatchAvailabilityLookup): Promise<boolean[]> {
    if (slot_time.some((slot) => slot.service_id !== GOOGLE_SERVICE_ID)) throw badRequest(GOOGLE_MESSAGES.unknownService, 'slot_time.service_id');
    const merchant = await this.inventory.merchant(merchant_id);
    if (!merchant) throw badRequest(GOOGLE_MESSAGES.unknownMerchant, 'merchant_id');
    if (!merchant.bookable) return slot_time.map(() => false);
    const current = tonight(this.clock.now());
    const asked = slot_time.map((slot) => {
      const night = slotAsked(merchant.workingHours, slot.start_sec, slot.duration_sec ?? null);
      return night && night.night >= current ? { night: night.night, partySize: slot.resource_ids?.party_size ?? 1 } : null;
    });
    const free = await this.inventory.freeNightsFor(merchant.clubId, asked.filter((a) => a !== null));
    return asked.map((a) => a !== null && free.has(`${a.night}|${a.partySize}`));
  }
}
