import { deciderSpecification } from '#platform/testing/decider-specification';
import { bookingIdOf, cancellationFailureCause, googleStatusOf } from './google-booking';
import { googleBookingDecider, type GoogleBookingRequest } from './google-booking.decider';
import { googleVenueDecider } from './google-venue.decider';

const manager = { userId: 'm1', role: 'manager' as const, clubId: 'club-1' };
const otherManager = { userId: 'm2', role: 'manager' as const, clubId: 'club-2' };

describe("A venue's Google settings", () => {
  const spec = deciderSpecification(googleVenueDecider);
  const change = (actor: typeof manager, enabled: boolean, confirmsByHand = true) => ({
    type: 'ChangeGoogleSettings' as const,
    actor,
    clubId: 'club-1',
    settings: { enabled, confirmsByHand },
  });
  const changed = (enabled: boolean, confirmsByHand = true) => ({ type: 'GoogleSettingsChanged' as const, data: { clubId: 'club-1', enabled, confirmsByHand } });

  it("are the venue manager's to change, once per change", () => {
    spec
      .given([])
      .when(change(manager, true))
      .then([changed(true)]);
    spec
      .given([changed(true)])
      .when(change(manager, true))
      .thenNothingHappens();
    spec
      .given([changed(true)])
      .when(change(manager, true, false))
      .then([changed(true, false)]);
    spec.given([]).when(change(otherManager, true)).thenRefuses(403);
  });
});

describe('A booking Google asked for', () => {
  const spec = deciderSpecification(googleBookingDecider);
  const request = (token: string): GoogleBookingRequest => ({
    bookingId: bookingIdOf(token),
    clubId: 'club-1',
    googleUserId: 'u1',
    idempotencyToken: token,
    confirmationMode: 'CONFIRMATION_MODE_ASYNCHRONOUS',
  });

  it("is recorded once: Google's retry with the same token changes nothing", () => {
    spec
      .given([])
      .when({ type: 'RequestGoogleBooking', request: request('t1') })
      .then([{ type: 'GoogleBookingRequested', data: request('t1') }]);
    spec
      .given([{ type: 'GoogleBookingRequested', data: request('t1') }])
      .when({ type: 'RequestGoogleBooking', request: request('t1') })
      .thenNothingHappens();
  });

  it('has an id that the token alone decides, shaped as a UUID', () => {
    expect(bookingIdOf('18307119013960637991')).toBe(bookingIdOf('18307119013960637991'));
    expect(bookingIdOf('a')).not.toBe(bookingIdOf('b'));
    expect(bookingIdOf('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("Google's words for a reservation", () => {
  it('reads every status as a BookingStatus', () => {
    expect(googleStatusOf('Pending')).toBe('PENDING_MERCHANT_CONFIRMATION');
    expect(googleStatusOf('AwaitingPayment')).toBe('PENDING_MERCHANT_CONFIRMATION');
    expect(googleStatusOf('Complete')).toBe('CONFIRMED');
    expect(googleStatusOf('Arrived')).toBe('CONFIRMED');
    expect(googleStatusOf('Rejected')).toBe('DECLINED_BY_MERCHANT');
    expect(googleStatusOf('Cancelled')).toBe('CANCELED');
    expect(googleStatusOf('NoShow')).toBe('NO_SHOW');
    expect(googleStatusOf('Complete', true)).toBe('CANCELED');
  });

  it('refuses a cancellation with the cause Google knows', () => {
    expect(cancellationFailureCause('Pending', false)).toBeNull();
    expect(cancellationFailureCause('Cancelled', false)).toBe('BOOKING_ALREADY_CANCELLED');
    expect(cancellationFailureCause('Complete', true)).toBe('BOOKING_ALREADY_CANCELLED');
    expect(cancellationFailureCause('Rejected', false)).toBe('BOOKING_NOT_CANCELLABLE');
    expect(cancellationFailureCause('NoShow', false)).toBe('BOOKING_NOT_CANCELLABLE');
  });
});
