import type { Actor } from '#platform/event-store/event-store.port';
import { deciderSpecification } from '#platform/testing/decider-specification';
import { EVENT_NOT_FOUND, nightlifeEventDecider, type NightlifeEventChange, type NightlifeEventCommand, type NightlifeEventDetails } from './nightlife-event.decider';

const managerA: Actor = { userId: 'm-a', role: 'manager', clubId: 'A' };
const managerB: Actor = { userId: 'm-b', role: 'manager', clubId: 'B' };
const staffA: Actor = { userId: 's-a', role: 'staff', clubId: 'A' };
const admin: Actor = { userId: 'admin', role: 'admin', clubId: null };

const details: NightlifeEventDetails = {
  title: 'Petak do zore',
  description: 'House i techno do jutra',
  type: 'Žurka',
  dateOfEvent: '2026-11-20',
  startTime: '23:00',
  endTime: '05:00',
  ticketPrice: '1000',
  priority: '0',
  gallery: [],
  possibilityOfShowing: [],
  performers: [],
};
const schedule = { startsAt: '2026-11-20T22:00:00.000Z', endsAt: '2026-11-21T04:00:00.000Z' };
const published: NightlifeEventChange = { type: 'EventPublished', data: { eventId: 'e1', clubId: 'A', details, image: null, ...schedule } };
const deleted: NightlifeEventChange = { type: 'EventDeleted', data: { eventId: 'e1', clubId: 'A' } };

const publish = (actor: Actor, venueExists = true): NightlifeEventCommand => ({ type: 'PublishEvent', actor, eventId: 'e1', clubId: 'A', venueExists, details, image: null });
const change = (actor: Actor, changes: Partial<NightlifeEventDetails>, venueExists = true): NightlifeEventCommand => ({
  type: 'ChangeEvent',
  actor,
  venueExists,
  details: changes,
  image: null,
});
const remove = (actor: Actor): NightlifeEventCommand => ({ type: 'DeleteEvent', actor });

const spec = deciderSpecification(nightlifeEventDecider);

describe('nightlife event decider', () => {
  it('given nothing, when the venue manager or an admin publishes, then it is published with its instants; another venue or staff is forbidden', () => {
    spec.given([]).when(publish(managerA)).then([published]);
    spec.given([]).when(publish(admin)).then([published]);
    spec.given([]).when(publish(managerB)).thenRefuses(403);
    spec.given([]).when(publish(staffA)).thenRefuses(403);
    spec.given([]).when(publish('anonymous')).thenRefuses(403);
  });

  it('given a deleted or unknown venue, when an event is published, then the venue is not found', () => {
    spec.given([]).when(publish(admin, false)).thenRefuses(404, 'Objekat nije pronađen');
  });

  it('given an event, when it is edited, then what the form left out keeps its value and the instants follow the new time', () => {
    spec
      .given([published])
      .when(change(managerA, { startTime: '01:00', endTime: undefined }))
      .then([
        {
          type: 'EventChanged',
          data: { eventId: 'e1', clubId: 'A', details: { ...details, startTime: '01:00' }, image: null, startsAt: '2026-11-21T00:00:00.000Z', endsAt: '2026-11-21T04:00:00.000Z' },
        },
      ]);
    spec
      .given([published])
      .when(change(managerA, { title: details.title }))
      .thenNothingHappens();
    spec
      .given([published])
      .when(change(managerB, { title: 'Tuđe' }))
      .thenRefuses(403);
  });

  it('given a deleted event or a deleted venue, when it is edited or deleted, then it is not found', () => {
    spec.given([published]).when(remove(managerA)).then([deleted]);
    spec
      .given([published, deleted])
      .when(change(admin, { title: 'Opet' }))
      .thenRefuses(404, EVENT_NOT_FOUND);
    spec.given([published, deleted]).when(remove(admin)).thenRefuses(404, EVENT_NOT_FOUND);
    spec
      .given([published])
      .when(change(admin, { title: 'Opet' }, false))
      .thenRefuses(404, EVENT_NOT_FOUND);
    spec.given([published]).when(remove(managerB)).thenRefuses(403);
  });

  it('given an event recorded before performers were named, when it is edited, then it has none until the form names them', () => {
    const { performers: _, ...withoutPerformers } = details;
    const older: NightlifeEventChange = { type: 'EventPublished', data: { eventId: 'e1', clubId: 'A', details: withoutPerformers, image: null, ...schedule } };
    spec
      .given([older])
      .when(change(managerA, { performers: [] }))
      .thenNothingHappens();
    spec
      .given([older])
      .when(change(managerA, { performers: ['DJ Vuk', 'MC Čvor'] }))
      .then([{ type: 'EventChanged', data: { eventId: 'e1', clubId: 'A', details: { ...details, performers: ['DJ Vuk', 'MC Čvor'] }, image: null, ...schedule } }]);
  });
});
