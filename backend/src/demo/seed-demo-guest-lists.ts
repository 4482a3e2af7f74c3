import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { GuestListInput } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { systemContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { comparePositions, type GlobalPosition } from '#platform/event-store/event-store.port';
import { comingNightOn, tonight } from '../modules/events/domain/venue-night';
import { ConfirmEmailOwnershipCommand } from '../modules/identity/commands/confirm-email-ownership/confirm-email-ownership.command';
import { CreateUserCommand } from '../modules/identity/commands/create-user/create-user.command';
import { AdmitListGuestCommand } from '../modules/guest-lists/commands/admit-guest/admit-guest.command';
import { OpenGuestListCommand } from '../modules/guest-lists/commands/open-guest-list/open-guest-list.command';
import { SignUpToGuestListCommand } from '../modules/guest-lists/commands/sign-up/sign-up.command';
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
export async function seedDemoGuestLists(commandBus: CommandBus, venues: SeededDemoVenue[], readModelsAt: ReadModelsAt, now = new Date()): Promise<GlobalPosition | null> {
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
