import { discountedPrice, type ReservationSource } from '@izlazak/contracts';
import type { Reservation } from '../../reservations/domain/table-night';
import type { ReservationFigures } from '../domain/report';

/** What a report needs of one reservation, as its latest event tells it. */
export interface ReportFacts extends ReservationFigures {
  arrivedAt: string | null;
}

/** A walk-in came through the door; a waitlist claim is marked by the hold it ended (see the projector). */
const sourceOf = (r: Reservation): ReservationSource => (r.walkIn ? 'door' : 'online');

/** The coupon's discount in RSD: off the event's ticket, for each person. */
function couponDiscount(r: Reservation): number {
  if (!r.couponCode || !r.discountPercent || !r.ticketPrice) return 0;
  const perPerson = Number(r.ticketPrice) - Number(discountedPrice(r.ticketPrice, r.discountPercent));
  return Number.isFinite(perPerson) ? Math.round(perPerson * r.persons) : 0;
}

export function reportFactsOf(r: Reservation): ReportFacts {
  const deposit = r.deposit;
  return {
    status: r.status,
    source: sourceOf(r),
    arrivedPersons: r.arrival?.persons ?? null,
    arrivedAt: r.arrival?.at ?? null,
    minimumSpend: r.terms && r.terms.minimumSpend > 0 ? r.terms.minimumSpend : null,
    spend: r.spend?.amount ?? null,
    depositAmount: deposit?.amount ?? null,
    depositState: deposit?.state ?? null,
    depositPaid: deposit?.paidAmount ?? null,
    couponCode: r.couponCode ?? null,
    couponDiscount: couponDiscount(r),
  };
}
