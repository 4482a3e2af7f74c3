import { fold } from '#platform/commands/decider';
import type { Actor } from '#platform/event-store/event-store.port';
import { deciderSpecification } from '#platform/testing/decider-specification';
import { venueDecider } from './venue.decider';
import type { VenueDetails, VenueEvent } from './venue.events';

const details: VenueDetails = {
  name: 'Klub Ponoć',
  location: 'Karađorđeva 2',
  type: 'Klub',
  description: '',
  email: 'info@ponoc.rs',
  phone: '',
  phone2: '',
  socialMedia: [],
  city: 'Beograd',
  color: '#475DDB',
  rang: 'Regularno',
};
const admin: Actor = { userId: 'admin', role: 'admin', clubId: null };
const managerA: Actor = { userId: 'm-a', role: 'manager', clubId: 'A' };
const managerB: Actor = { userId: 'm-b', role: 'manager', clubId: 'B' };
const staffA: Actor = { userId: 's-a', role: 'staff', clubId: 'A' };
const image = { name: 'x.webp', url: '/api/uploads/x.webp', smallUrl: '/api/uploads/x-sm.webp' };

const registered = (status: 'approved' | 'pending' = 'approved'): VenueEvent => ({
  type: 'VenueRegistered',
  data: { clubId: 'A', uniqueId: 'U1', details, managerId: 'm-a', status, signedUpBy: status === 'pending' ? { email: 'vlasnik@ponoc.rs', firstName: 'Petar' } : null },
});
const deleted: VenueEvent = { type: 'VenueDeleted', data: { clubId: 'A', managerId: 'm-a' } };

const spec = deciderSpecification(venueDecider);

describe('venue decider', () => {
  it('given no venue, when it is registered, then it is registered; twice is a conflict', () => {
    const register = { type: 'RegisterVenue' as const, clubId: 'A', uniqueId: 'U1', managerId: 'm-a', details, status: 'approved' as const, signedUpBy: null };
    spec.given([]).when(register).then([registered()]);
    spec.given([registered()]).when(register).thenRefuses(409, 'Objekat već postoji');
  });

  it('given a pending sign-up, when the admin approves, then it is approved with the owner to notify; approving again records nothing', () => {
    const approved: VenueEvent = {
      type: 'VenueApproved',
      data: { clubId: 'A', managerId: 'm-a', name: 'Klub Ponoć', notify: { email: 'vlasnik@ponoc.rs', firstName: 'Petar' } },
    };
    spec
      .given([registered('pending')])
      .when({ type: 'ApproveVenue', actor: admin })
      .then([approved]);
    spec
      .given([registered('pending'), approved])
      .when({ type: 'ApproveVenue', actor: admin })
      .thenNothingHappens();
  });

  it('given a pending sign-up, when its own manager tries to approve it, then it is forbidden', () => {
    spec
      .given([registered('pending')])
      .when({ type: 'ApproveVenue', actor: managerA })
      .thenRefuses(403);
  });

  it('given a venue, when its manager changes the details, then they change; another manager or staff is forbidden', () => {
    const change = { ...details, name: 'Klub Zora', rang: undefined };
    spec
      .given([registered()])
      .when({ type: 'ChangeVenueDetails', actor: managerA, details: change })
      .then([{ type: 'VenueDetailsChanged', data: { clubId: 'A', details: { ...details, name: 'Klub Zora' } } }]);
    for (const actor of [managerB, staffA, 'anonymous' as const]) {
      spec.given([registered()]).when({ type: 'ChangeVenueDetails', actor, details: change }).thenRefuses(403);
    }
  });

  it('given a venue, when its manager asks for another rang, then only an admin may', () => {
    const premium = { ...details, rang: 'Premijum' as const };
    spec.given([registered()]).when({ type: 'ChangeVenueDetails', actor: managerA, details: premium }).thenRefuses(403, 'Samo administrator može promeniti rang objekta');
    spec
      .given([registered()])
      .when({ type: 'ChangeVenueDetails', actor: admin, details: premium })
      .then([{ type: 'VenueDetailsChanged', data: { clubId: 'A', details: premium } }]);
  });

  it('given a venue, when its manager sets the map pin, then a form without it keeps it, null takes it away, and no pin saved again records nothing', () => {
    const pinned = { ...details, latitude: 44.8176, longitude: 20.4569 };
    const pinSet: VenueEvent = { type: 'VenueDetailsChanged', data: { clubId: 'A', details: pinned } };
    spec
      .given([registered()])
      .when({ type: 'ChangeVenueDetails', actor: managerA, details: { ...details, latitude: 44.8176, longitude: 20.4569 } })
      .then([pinSet]);
    spec
      .given([registered(), pinSet])
      .when({ type: 'ChangeVenueDetails', actor: admin, details: { ...details, name: 'Klub Zora' } })
      .then([{ type: 'VenueDetailsChanged', data: { clubId: 'A', details: { ...pinned, name: 'Klub Zora' } } }]);
    spec
      .given([registered(), pinSet])
      .when({ type: 'ChangeVenueDetails', actor: managerA, details: { ...details, latitude: null, longitude: null } })
      .then([{ type: 'VenueDetailsChanged', data: { clubId: 'A', details } }]);
    spec
      .given([registered()])
      .when({ type: 'ChangeVenueDetails', actor: managerA, details: { ...details, latitude: null, longitude: null } })
      .thenNothingHappens();
  });

  it('given a venue, when the same details are saved (keys in another order), then nothing is recorded', () => {
    const reordered = Object.fromEntries(Object.entries(details).reverse()) as unknown as VenueDetails;
    spec.given([registered()]).when({ type: 'ChangeVenueDetails', actor: admin, details: reordered }).thenNothingHappens();
  });

  it('given a deleted venue, when anything is asked of it, then it is not found', () => {
    const notFound = 'Objekat nije pronađen';
    spec.given([registered(), deleted]).when({ type: 'DeleteVenue', actor: admin }).thenRefuses(404, notFound);
    spec.given([registered(), deleted]).when({ type: 'ChangeVenueImage', actor: admin, slot: 'logo', image }).thenRefuses(404, notFound);
    spec.given([registered(), deleted]).when({ type: 'UpdateWorkingHours', actor: admin, days: [] }).thenRefuses(404, notFound);
  });

  it('given a venue, when the admin deletes it, then it is deleted; its manager may not', () => {
    spec.given([registered()]).when({ type: 'DeleteVenue', actor: admin }).then([deleted]);
    spec.given([registered()]).when({ type: 'DeleteVenue', actor: managerA }).thenRefuses(403);
  });

  it('given slider images in slots 1 and 2, when slot 2 gets a new one, then slot 1 keeps its image', () => {
    const first: VenueEvent = {
      type: 'VenueSliderImagesChanged',
      data: {
        clubId: 'A',
        images: [
          { slot: 'image1', ...image },
          { slot: 'image2', ...image },
        ],
      },
    };
    const newer = { name: 'y.webp', url: '/api/uploads/y.webp', smallUrl: '/api/uploads/y-sm.webp' };
    const second: VenueEvent = { type: 'VenueSliderImagesChanged', data: { clubId: 'A', images: [{ slot: 'image2', ...newer }] } };
    spec.given([registered()]).when({ type: 'ChangeVenueSliderImages', actor: managerA, images: first.data.images }).then([first]);
    spec.given([registered(), first]).when({ type: 'ChangeVenueSliderImages', actor: managerA, images: second.data.images }).then([second]);
    expect(fold(venueDecider.evolve, venueDecider.initialState(), [registered(), first, second]).sliderImages).toEqual({ image1: image, image2: newer });
    spec.given([registered()]).when({ type: 'ChangeVenueSliderImages', actor: managerA, images: [] }).thenRefuses(400);
  });

  it('given working hours, when the same week is saved again, then nothing is recorded', () => {
    const days = [{ dayIndex: 5, from: '22:00', to: '04:00', closed: false, alwaysOpen: false }];
    const updated: VenueEvent = { type: 'VenueWorkingHoursUpdated', data: { clubId: 'A', days } };
    spec.given([registered()]).when({ type: 'UpdateWorkingHours', actor: managerA, days }).then([updated]);
    spec.given([registered(), updated]).when({ type: 'UpdateWorkingHours', actor: managerA, days }).thenNothingHappens();
  });
});
