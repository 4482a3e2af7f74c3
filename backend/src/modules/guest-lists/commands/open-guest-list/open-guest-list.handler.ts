import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addDays, belgradeInstant, NIGHT_ENDS_AT_HOUR } from '@izlazak/contracts';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { nightlifeEventDecider, nightlifeEventStream } from '../../../events/domain/nightlife-event.decider';
import { venueDecider } from '../../../venues/domain/venue.decider';
import { venueStream } from '../../../venues/domain/venue.events';
import { guestListDecider } from '../../domain/guest-list/guest-list.decider';
import { guestListStream, type GuestListTerms } from '../../domain/guest-list/guest-list.events';
import { OpenGuestListCommand } from './open-guest-list.command';

/** The moment HH:mm of a night happens: before NIGHT_ENDS_AT_HOUR it is after midnight, on the next calendar day. */
export function closingInstant(night: string, closesAt: string): string {
  const afterMidnight = Number(closesAt.slice(0, 2)) < NIGHT_ENDS_AT_HOUR;
  return belgradeInstant(afterMidnight ? addDays(night, 1) : night, closesAt).toISOString();
}

@CommandHandler(OpenGuestListCommand)
export class OpenGuestListHandler implements ICommandHandler<OpenGuestListCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly clock: NightClock,
  ) {}

  async execute({ listId, clubId, input, caller, context }: OpenGuestListCommand): Promise<CommandOutcome> {
    const eventId = input.eventId ?? null;
    const [{ state: venue }, event] = await Promise.all([
      this.repository.load(venueStream(clubId), venueDecider),
      eventId ? this.repository.load(nightlifeEventStream(eventId), nightlifeEventDecider) : null,
    ]);
    const eventState = event?.state;
    const eventOnNight = eventState ? eventState.exists && !eventState.deleted && eventState.clubId === clubId && eventState.details?.dateOfEvent === input.night : null;
    const terms: GuestListTerms = {
      name: input.name,
      benefit: input.benefit,
      price: input.price,
      capacity: input.capacity,
      perPromoterCapacity: input.perPromoterCapacity ?? null,
      maxPlusOnes: input.maxPlusOnes,
      closesAt: input.closesAt,
      public: input.public,
    };
    return this.repository.decide(
      guestListStream(listId),
      guestListDecider,
      {
        type: 'OpenGuestList',
        listId,
        clubId,
        night: input.night,
        eventId,
        terms,
        facts: {
          venueExists: venue.exists && !venue.deleted,
          mayManage: caller.role === 'admin' || (caller.role === 'manager' && caller.clubId === clubId),
          eventOnNight,
          closesAtInstant: closingInstant(input.night, input.closesAt),
          now: this.clock.now().toISOString(),
        },
      },
      context,
    );
  }
}
