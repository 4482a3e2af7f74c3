import { DomainError } from '../../../platform/commands/domain-errors';
import type { Actor } from '../../../platform/event-store/event-store.port';
import {
  decideApproveVenue,
  decideChangeVenueDetails,
  decideChangeVenueImage,
  decideChangeVenueSliderImages,
  decideDeleteVenue,
  decideRegisterVenue,
  decideUpdateWorkingHours,
  evolveVenue,
  initialVenueState,
  type VenueState,
} from './venue.decider';
import type { VenueDetails, VenueEvent } from './venue.events';

const details: VenueDetails = {
  name: 'Klub Ponoć', location: 'Karađorđeva 2', type: 'Klub', description: '', email: 'info@ponoc.rs', phone: '', phone2: '',
  socialMedia: [], city: 'Beograd', color: '#475DDB', rang: 'Regularno',
};
const admin: Actor = { userId: 'admin', role: 'admin', clubId: null };
const managerA: Actor = { userId: 'm-a', role: 'manager', clubId: 'A' };
const managerB: Actor = { userId: 'm-b', role: 'manager', clubId: 'B' };
const staffA: Actor = { userId: 's-a', role: 'staff', clubId: 'A' };
const image = { name: 'x.webp', url: '/api/uploads/x.webp', smallUrl: '/api/uploads/x-sm.webp' };

const given = (...events: VenueEvent[]): VenueState => events.reduce(evolveVenue, initialVenueState());
const registered = (status: 'approved' | 'pending' = 'approved'): VenueEvent => ({
  type: 'VenueRegistered',
  data: { clubId: 'A', uniqueId: 'U1', details, managerId: 'm-a', status, signedUpBy: status === 'pending' ? { email: 'vlasnik@ponoc.rs', firstName: 'Petar' } : null },
});
const refusal = (decide: () => unknown) => {
  try {
    decide();
  } catch (error) {
    if (error instanceof DomainError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  return null;
};

describe('venue decider', () => {
  it('given no venue, when it is registered, then it is registered; twice is a conflict', () => {
    const command = { type: 'RegisterVenue' as const, clubId: 'A', uniqueId: 'U1', managerId: 'm-a', details, status: 'approved' as const, signedUpBy: null };
    const events = decideRegisterVenue(command, initialVenueState());
    expect(events).toEqual([registered()]);
    expect(refusal(() => decideRegisterVenue(command, given(...events)))).toEqual({ status: 409, message: 'Objekat već postoji' });
  });

  it('given a pending sign-up, when the admin approves, then it is approved with the owner to notify; approving again records nothing', () => {
    const events = decideApproveVenue({ type: 'ApproveVenue', actor: admin }, given(registered('pending')));
    expect(events).toEqual([{ type: 'VenueApproved', data: { clubId: 'A', managerId: 'm-a', name: 'Klub Ponoć', notify: { email: 'vlasnik@ponoc.rs', firstName: 'Petar' } } }]);
    expect(decideApproveVenue({ type: 'ApproveVenue', actor: admin }, given(registered('pending'), ...events))).toEqual([]);
  });

  it('given a pending sign-up, when its own manager tries to approve it, then it is forbidden', () => {
    expect(refusal(() => decideApproveVenue({ type: 'ApproveVenue', actor: managerA }, given(registered('pending'))))).toMatchObject({ status: 403 });
  });

  it('given a venue, when its manager changes the details, then they change; another manager or staff is forbidden', () => {
    const change = { ...details, name: 'Klub Zora', rang: undefined };
    expect(decideChangeVenueDetails({ type: 'ChangeVenueDetails', actor: managerA, details: change }, given(registered()))).toEqual([
      { type: 'VenueDetailsChanged', data: { clubId: 'A', details: { ...details, name: 'Klub Zora' } } },
    ]);
    for (const actor of [managerB, staffA, 'anonymous' as const]) {
      expect(refusal(() => decideChangeVenueDetails({ type: 'ChangeVenueDetails', actor, details: change }, given(registered())))).toMatchObject({ status: 403 });
    }
  });

  it('given a venue, when its manager asks for another rang, then only an admin may', () => {
    const premium = { ...details, rang: 'Premijum' as const };
    expect(refusal(() => decideChangeVenueDetails({ type: 'ChangeVenueDetails', actor: managerA, details: premium }, given(registered())))).toEqual({
      status: 403, message: 'Samo administrator može promeniti rang objekta',
    });
    expect(decideChangeVenueDetails({ type: 'ChangeVenueDetails', actor: admin, details: premium }, given(registered()))).toHaveLength(1);
  });

  it('given a venue, when the same details are saved (keys in another order), then nothing is recorded', () => {
    const reordered = Object.fromEntries(Object.entries(details).reverse()) as unknown as VenueDetails;
    expect(decideChangeVenueDetails({ type: 'ChangeVenueDetails', actor: admin, details: reordered }, given(registered()))).toEqual([]);
  });

  it('given a deleted venue, when anything is asked of it, then it is not found', () => {
    const deleted = given(registered(), { type: 'VenueDeleted', data: { clubId: 'A', managerId: 'm-a' } });
    const notFound = { status: 404, message: 'Objekat nije pronađen' };
    expect(refusal(() => decideDeleteVenue({ type: 'DeleteVenue', actor: admin }, deleted))).toEqual(notFound);
    expect(refusal(() => decideChangeVenueImage({ type: 'ChangeVenueImage', actor: admin, slot: 'logo', image }, deleted))).toEqual(notFound);
    expect(refusal(() => decideUpdateWorkingHours({ type: 'UpdateWorkingHours', actor: admin, days: [] }, deleted))).toEqual(notFound);
  });

  it('given a venue, when the admin deletes it, then it is deleted; its manager may not', () => {
    expect(decideDeleteVenue({ type: 'DeleteVenue', actor: admin }, given(registered()))).toEqual([{ type: 'VenueDeleted', data: { clubId: 'A', managerId: 'm-a' } }]);
    expect(refusal(() => decideDeleteVenue({ type: 'DeleteVenue', actor: managerA }, given(registered())))).toMatchObject({ status: 403 });
  });

  it('given slider images in slots 1 and 2, when slot 2 gets a new one, then slot 1 keeps its image', () => {
    const first = decideChangeVenueSliderImages(
      { type: 'ChangeVenueSliderImages', actor: managerA, images: [{ slot: 'image1', ...image }, { slot: 'image2', ...image }] },
      given(registered()),
    );
    const newer = { name: 'y.webp', url: '/api/uploads/y.webp', smallUrl: '/api/uploads/y-sm.webp' };
    const second = decideChangeVenueSliderImages({ type: 'ChangeVenueSliderImages', actor: managerA, images: [{ slot: 'image2', ...newer }] }, given(registered(), ...first));
    expect(given(registered(), ...first, ...second).sliderImages).toEqual({ image1: image, image2: newer });
    expect(refusal(() => decideChangeVenueSliderImages({ type: 'ChangeVenueSliderImages', actor: managerA, images: [] }, given(registered())))).toMatchObject({ status: 400 });
  });

  it('given working hours, when the same week is saved again, then nothing is recorded', () => {
    const days = [{ dayIndex: 5, from: '22:00', to: '04:00', closed: false, alwaysOpen: false }];
    const events = decideUpdateWorkingHours({ type: 'UpdateWorkingHours', actor: managerA, days }, given(registered()));
    expect(events).toEqual([{ type: 'VenueWorkingHoursUpdated', data: { clubId: 'A', days } }]);
    expect(decideUpdateWorkingHours({ type: 'UpdateWorkingHours', actor: managerA, days }, given(registered(), ...events))).toEqual([]);
  });
});
