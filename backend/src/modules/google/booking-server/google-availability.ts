import { Injectable } from '@nestjs/common';
import { GOOGLE_MESSAGES, type GoogleBatchAvailabilityLookup } from '@izlazak/contracts';
import { badRequest } from '#platform/commands/domain-errors';
import { ReadModelVersions } from '#platform/projections/read-model-versions';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../events/domain/venue-night';
import { GOOGLE_SERVICE_ID } from '../domain/google-booking';
import { slotAsked } from '../domain/night-slot';
import { GoogleInventory } from './google-inventory';

/** The read models an answer comes from: while none of their versions moves, the same question has the same answer. */
const ANSWERED_FROM = ['venues', 'reservations', 'google'];
/** Enough for every venue page Google shows at once; past it the cache starts again. */
const MAX_CACHED = 5_000;

/**
 * BatchAvailabilityLookup: for each slot Google asks about, whether a table that seats the party is
 * free that night, from the read models at this moment (the reservations read model is written in
 * the placement's own transaction and its version moves as that commits, so a table taken a moment
 * ago is never answered free). Google asks the same slots of a venue's page again and again: an
 * answer is kept while the versions of the read models it came from stay put.
 */
@Injectable()
export class GoogleAvailability {
  private answers = new Map<string, Promise<boolean[]>>();
  private answersAt = '';

  constructor(
    private readonly inventory: GoogleInventory,
    private readonly clock: NightClock,
    private readonly versions: ReadModelVersions,
  ) {}

  /** One answer per slot asked, in the order asked. */
  async lookup(request: GoogleBatchAvailabilityLookup): Promise<boolean[]> {
    const { merchant_id, slot_time } = request;
    if (slot_time.some((slot) => slot.service_id !== GOOGLE_SERVICE_ID)) throw badRequest(GOOGLE_MESSAGES.unknownService, 'slot_time.service_id');
    const current = tonight(this.clock.now());
    const versions = await this.versions.current();
    const at = [current, ...ANSWERED_FROM.map((name) => versions.get(name) ?? 0)].join('/');
    if (at !== this.answersAt || this.answers.size >= MAX_CACHED) {
      this.answers = new Map();
      this.answersAt = at;
    }
    const key = JSON.stringify([merchant_id, slot_time.map((slot) => [slot.start_sec, slot.duration_sec ?? null, slot.resource_ids?.party_size ?? 1])]);
    const answers = this.answers;
    let answer = answers.get(key);
    if (!answer) {
      answer = this.answer(request, current);
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  }

  private async answer({ merchant_id, slot_time }: GoogleBatchAvailabilityLookup, current: string): Promise<boolean[]> {
    const merchant = await this.inventory.merchant(merchant_id);
    if (!merchant) throw badRequest(GOOGLE_MESSAGES.unknownMerchant, 'merchant_id');
    if (!merchant.bookable) return slot_time.map(() => false);
    const asked = slot_time.map((slot) => {
      const night = slotAsked(merchant.workingHours, slot.start_sec, slot.duration_sec ?? null);
      return night && night.night >= current ? { night: night.night, partySize: slot.resource_ids?.party_size ?? 1 } : null;
    });
    const free = await this.inventory.freeNightsFor(
      merchant.clubId,
      asked.filter((a) => a !== null),
    );
    return asked.map((a) => a !== null && free.has(`${a.night}|${a.partySize}`));
  }
}
