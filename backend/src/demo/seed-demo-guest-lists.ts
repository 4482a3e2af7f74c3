import { randomBytes, randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { GuestListInput } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { systemContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { comparePositions, type EventStore, type GlobalPosition, type NewDomainEvent } from '#platform/event-store/event-store.port';
import { addDays, belgradeInstant, comingNightOn, tonight } from '../modules/events/domain/venue-night';
import { ConfirmEmailOwnershipCommand } from '../modules/identity/commands/confirm-email-ownership/confirm-email-ownership.command';
import { CreateUserCommand } from '../modules/identity/commands/create-user/create-user.command';
import { AdmitListGuestCommand } from '../modules/guest-lists/commands/admit-guest/admit-guest.command';
import { OpenGuestListCommand } from '../modules/guest-lists/commands/open-guest-list/open-guest-list.command';
import { closingInstant } from '../modules/guest-lists/commands/open-guest-list/open-guest-list.handler';
import { SignUpToGuestListCommand } from '../modules/guest-lists/commands/sign-up/sign-up.command';
import { guestListDecider, type GuestListCommand } from '../modules/guest-lists/domain/guest-list/guest-list.decider';
import { guestListStream, type GuestListEvent } from '../modules/guest-lists/domain/guest-list/guest-list.events';
import { SetCommissionRulesCommand } from '../modules/settlements/commands/set-commission-rules/set-commission-rules.command';
import type { ReadModelsAt } from './seed-demo';
import { DEMO_MANAGER_PASSWORD, type SeededDemoVenue } from './seed-demo-venues';

/** The venue a demo manager logs into first. */
const LIST_VENUE = 'ponoc';

type DemoList = Omit<GuestListInput, 'night'>;

const LISTS: DemoList[] = [
  { name: 'Lista — besplatan ulaz do 00:30', benefit: 'Besplatan ulaz', price: 0, capacity: 120, maxPlusOnes: 3, closesAt: '00:30', public: true },
  { name: 'Lista — ulaz 500 RSD do 01:30', benefit: 'Ulaz 500 RSD umesto 1.000 RSD', price: 500, capacity: 60, maxPlusOnes: 2, closesAt: '01:30', public: true },
];

const NAMES = [
  ['Milan', 'Janković', 1],
  ['Tamara', 'Obradović', 0],
  ['Nemanja', 'Vasić', 2],
  ['Jovana', 'Kostić', 1],
  ['Bojan', 'Ristić', 0],
  ['Anđela', 'Perić', 3],
  ['Lazar', 'Simić', 0],
  ['Ivana', 'Tomić', 1],
] as const;

/** Klub Ponoć's two promoters (docs/guest-lists.md lists their logins); the first names on each list come through them. */
const PROMOTERS = [
  { firstName: 'Luka', lastName: 'Marković', email: 'promoter.luka@izlazak.rs', mobilePhone: '+381 63 410 2200' },
  { firstName: 'Sara', lastName: 'Nikolić', email: 'promoter.sara@izlazak.rs', mobilePhone: '+381 63 410 3300' },
];
/** Which promoter (index in PROMOTERS) brought the name at each place of NAMES; the rest signed up on their own. */
const BROUGHT_BY = [0, 0, 0, 1, 1, 1];

/** The door's first name on the arrivals, as at the reservations (seed-demo-reservations.ts). */
const DOOR: AuthenticatedUser = { id: 'demo-door', sessionId: 'demo', role: 'admin', clubId: null, email: '', firstName: 'Marko' };

/**
 * Klub Ponoć's lists tonight and on the coming Friday and Saturday: the free one and a reduced one,
 * with names on each and, tonight, the first few let in. A list whose hour already passed tonight
 * (a start after 00:30) is not opened, as the dashboard would refuse it. The door finds a name
 * through the read model, so the arrivals wait for it to show the names.
 */
export async function seedDemoGuestLists(
  commandBus: CommandBus,
  venues: SeededDemoVenue[],
  readModelsAt: ReadModelsAt,
  store?: EventStore,
  now = new Date(),
): Promise<GlobalPosition | null> {
  const venue = venues.find((candidate) => candidate.slug === LIST_VENUE);
  if (!venue) return null;
  let last: GlobalPosition | null = null;
  const run = async (command: object) => {
    const outcome = await commandBus.execute<object, CommandOutcome>(command).catch(() => null);
    if (outcome?.position && (!last || comparePositions(outcome.position, last) > 0)) last = outcome.position;
    return outcome;
  };
  // The venue's commission rules, so its settlement has figures to multiply once promoters bring guests.
  await run(new SetCommissionRulesCommand(venue.clubId, { perListGuest: 300, perTable: 2000, spendPercent: 5 }, DOOR, systemContext(randomUUID())));
  const promoters = await enrolPromoters(venue.clubId, run);
  if (last && !(await readModelsAt(last, ['promoters']))) promoters.length = 0;
  if (store) {
    const past = await seedPastListNights(store, venue.clubId, promoters, now);
    if (past && (!last || comparePositions(past, last) > 0)) last = past;
  }
  const current = tonight(now);
  const arrivals: { entryId: string; persons: number }[] = [];
  const nights = [...new Set([current, comingNightOn(5, now), comingNightOn(6, now)])];
  for (const night of nights) {
    for (const [listIndex, list] of LISTS.entries()) {
      const listId = randomUUID();
      if (!(await run(new OpenGuestListCommand(listId, venue.clubId, { ...list, night }, DOOR, systemContext(randomUUID()))))) continue;
      const names = night === current ? NAMES : NAMES.slice(0, 4 + listIndex);
      for (const [i, [firstName, lastName, plusOnes]] of names.entries()) {
        const entryId = randomUUID();
        const phone = `+381 6${(i + listIndex) % 6} ${String(2000000 + i * 7919 + listIndex * 131).slice(0, 7)}`;
        const guest = { ...systemContext(randomUUID()), actor: 'anonymous' as const };
        const promoter = promoters[BROUGHT_BY[i]] ?? null;
        const signed = await run(new SignUpToGuestListCommand(listId, entryId, { firstName, lastName, phone, plusOnes: Math.min(plusOnes, list.maxPlusOnes) }, promoter, guest));
        if (signed && night === current && i % 3 === 0) arrivals.push({ entryId, persons: 1 + Math.min(plusOnes, list.maxPlusOnes) });
      }
    }
  }
  const signedUp: GlobalPosition | null = last;
  if (arrivals.length === 0 || !signedUp || !(await readModelsAt(signedUp, ['guest-lists']))) return last;
  for (const { entryId, persons } of arrivals) await run(new AdmitListGuestCommand(entryId, { persons }, DOOR, systemContext(randomUUID())));
  return last;
}

/** The promoters as the manager adds them in 'Osoblje': each gets their code; the sign-ups name them as their caller. */
async function enrolPromoters(clubId: string, run: (command: object) => Promise<CommandOutcome | null>): Promise<AuthenticatedUser[]> {
  const enrolled: AuthenticatedUser[] = [];
  for (const promoter of PROMOTERS) {
    const userId = randomUUID();
    const input = { ...promoter, password: DEMO_MANAGER_PASSWORD, confirmPassword: DEMO_MANAGER_PASSWORD, role: 'promoter' as const, clubId, status: true };
    if (!(await run(new CreateUserCommand(userId, input, systemContext(randomUUID()))))) continue;
    // The demo's addresses are the platform's own: it vouches for them, so the promoters can log in at once.
    await run(new ConfirmEmailOwnershipCommand(userId, systemContext(randomUUID())));
    enrolled.push({ id: userId, sessionId: 'demo', role: 'promoter', clubId, email: promoter.email, firstName: promoter.firstName });
  }
  return enrolled;
}

/** How far back Klub Ponoć's lists go: its Fridays and Saturdays of the last two weeks. */
const PAST_LIST_DAYS = 14;
/** When each name came in, Belgrade time (all before the free list closes at 00:30). */
const PAST_ARRIVALS = ['22:20', '22:45', '23:10', '23:30', '23:50', '00:05', '00:15', '00:25'];

/** The instant of a time of the night: hours before noon are the next morning. */
const atNight = (night: string, time: string) => belgradeInstant(Number(time.slice(0, 2)) < 12 ? addDays(night, 1) : night, time).toISOString();

/**
 * Klub Ponoć's free list on its past Fridays and Saturdays, with names (the first six through Luka
 * and Sara) and most of them let in, so 'Izveštaji', the guest book and 'Obračun promotera' have
 * nights behind them. Past nights cannot go through the commands (a list that closed refuses
 * names), so each list's events are decided by its own decider as of that night and appended at
 * once, dated when they happened, as the past reservations are (seed-demo-past-nights.ts).
 */
async function seedPastListNights(store: EventStore, clubId: string, promoters: AuthenticatedUser[], now: Date): Promise<GlobalPosition | null> {
  const list = LISTS[0];
  let last: GlobalPosition | null = null;
  const context = systemContext(randomUUID());
  for (let day = PAST_LIST_DAYS; day >= 1; day--) {
    const night = addDays(tonight(now), -day);
    if (![5, 6].includes(new Date(`${night}T12:00:00Z`).getUTCDay())) continue;
    const listId = randomUUID();
    const closesAtInstant = closingInstant(night, list.closesAt);
    const steps: [GuestListCommand, string][] = [
      [
        {
          type: 'OpenGuestList',
          listId,
          clubId,
          night,
          eventId: null,
          terms: { ...list, perPromoterCapacity: null },
          facts: { venueExists: true, mayManage: true, eventOnNight: null, closesAtInstant, now: atNight(addDays(night, -2), '12:00') },
        },
        atNight(addDays(night, -2), '12:00'),
      ],
    ];
    for (const [i, [firstName, lastName, plusOnes]] of NAMES.entries()) {
      const entryId = randomUUID();
      const promoter = promoters[BROUGHT_BY[i]];
      const signedAt = atNight(night, `${String(14 + i).padStart(2, '0')}:${String((day * 7) % 60).padStart(2, '0')}`);
      const phone = `+381 6${(i + day) % 6} ${String(3000000 + i * 7919 + day * 131).slice(0, 7)}`;
      steps.push([
        {
          type: 'SignUpToGuestList',
          entryId,
          code: randomBytes(18).toString('base64url'),
          guest: { firstName, lastName, phone, email: null },
          plusOnes: Math.min(plusOnes, list.maxPlusOnes),
          promoter: promoter ? { id: promoter.id, clubIds: [clubId] } : null,
          now: signedAt,
        },
        signedAt,
      ]);
      // Most came in, a '+N' short now and then; one name in four never showed.
      if ((i + day) % 4 === 3) continue;
      const places = 1 + Math.min(plusOnes, list.maxPlusOnes);
      const arrivedAt = atNight(night, PAST_ARRIVALS[i]);
      steps.push([
        {
          type: 'AdmitListGuest',
          entryId,
          persons: places > 1 && (i + day) % 3 === 0 ? places - 1 : places,
          commandId: null,
          mayAdmit: true,
          byUserId: DOOR.id,
          byName: DOOR.firstName,
          now: arrivedAt,
        },
        arrivedAt,
      ]);
    }
    const position = await appendDecided(store, guestListStream(listId), steps, context);
    if (position && (!last || comparePositions(position, last) > 0)) last = position;
  }
  return last;
}

/** Decides each step on the state the earlier ones left, and appends them all, dated each when it happened. */
async function appendDecided(store: EventStore, streamId: string, steps: [GuestListCommand, string][], context: ReturnType<typeof systemContext>): Promise<GlobalPosition | null> {
  let state = guestListDecider.initialState();
  const events: NewDomainEvent[] = [];
  for (const [command, at] of steps) {
    const decided: GuestListEvent[] = guestListDecider.decide(command, state);
    for (const event of decided) {
      state = guestListDecider.evolve(state, event);
      events.push({
        type: event.type,
        data: event.data,
        metadata: { eventId: randomUUID(), occurredAt: at, actor: context.actor, correlationId: context.correlationId, causationId: context.causationId, schemaVersion: 1 },
      });
    }
  }
  const appended = await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' }).catch(() => null);
  return appended?.position ?? null;
}
