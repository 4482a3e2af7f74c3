import { Injectable } from '@nestjs/common';

/**
 * The clock "tonight" is read from (event lists, reservations, demo data): one instance for the
 * whole application, so a test can stand the product on any night.
 */
@Injectable()
export class NightClock {
  now(): Date {
    return new Date();
  }
}
