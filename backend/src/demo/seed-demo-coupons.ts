import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import type { GlobalPosition } from '#platform/event-store/event-store.port';
import { CreateCouponCommand } from '../modules/coupons/commands/create-coupon/create-coupon.command';
import type { CouponDetails } from '../modules/coupons/domain/coupon.decider';
import { addDays, tonight } from '../modules/events/domain/venue-night';
import type { SeededDemoVenue } from './seed-demo-venues';

/** The code demo reservations use (seed-demo-reservations.ts). */
export const DEMO_COUPON_CODE = 'DOBRODOSLI10';

/** Two coupons on at every demo venue and one switched off, created through the dashboard's command. */
export async function seedDemoCoupons(commandBus: CommandBus, venues: SeededDemoVenue[], now = new Date()): Promise<GlobalPosition | null> {
  const from = tonight(now);
  const coupons: CouponDetails[] = [
    { name: 'Dobrodošlica', code: DEMO_COUPON_CODE, limit: 50, discount: 10, startDate: from, endDate: addDays(from, 90), active: true },
    { name: 'Vikend popust', code: 'VIKEND20', limit: 20, discount: 20, startDate: from, endDate: addDays(from, 30), active: true },
    { name: 'Letnja sezona', code: 'LETO25', limit: 100, discount: 25, startDate: from, endDate: addDays(from, 60), active: false },
  ];
  let last: GlobalPosition | null = null;
  for (const venue of venues) {
    for (const details of coupons) {
      const outcome = await commandBus.execute<CreateCouponCommand, CommandOutcome>(new CreateCouponCommand(randomUUID(), venue.clubId, details, systemContext(randomUUID())));
      last = outcome.position ?? last;
    }
  }
  return last;
}
