import type { WorkingHoursDay } from '../../venues/domain/venue.events';
import { openingHoursSpecification, venueSchemaType } from './structured-data';

const day = (dayIndex: number, from: string, to: string, extra: Partial<WorkingHoursDay> = {}): WorkingHoursDay => ({
  dayIndex,
  from,
  to,
  closed: false,
  alwaysOpen: false,
  ...extra,
});

describe("a venue's structured data", () => {
  it('is a NightClub, BarOrPub, Restaurant or CafeOrCoffeeShop by the venue type', () => {
    expect(['Klub', 'Splav', 'Bar', 'Pab', 'Lounge bar', 'Kafana', 'Restoran', 'Kafić'].map(venueSchemaType)).toEqual([
      'NightClub',
      'NightClub',
      'BarOrPub',
      'BarOrPub',
      'BarOrPub',
      'BarOrPub',
      'Restaurant',
      'CafeOrCoffeeShop',
    ]);
  });

  it('opening hours: a night past midnight closes before it opens (the next day), same hours share an entry, Monday first, closed days left out', () => {
    const week = [day(6, '23:00', '05:00'), day(5, '23:00', '05:00'), day(0, '', '', { closed: true }), day(1, '08:00', '16:00'), day(3, '', '', { alwaysOpen: true })];
    expect(openingHoursSpecification(week)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday'], opens: '08:00:00', closes: '16:00:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Wednesday'], opens: '00:00:00', closes: '23:59:59' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday', 'https://schema.org/Saturday'], opens: '23:00:00', closes: '05:00:00' },
    ]);
  });
});
