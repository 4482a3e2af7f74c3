import { defineFeature } from '#platform/feature';
import { RESERVATION_PERSONAL_FIELDS } from './domain/personal-fields';
import { RESERVATION_COUNTS } from '../identity/ports/reservation-counts';
import { reservationsLiveFeed } from './live/reservations.live-feed';
import { reservationsProjector } from './projections/reservations.projector';
import { reminderPlanner } from './projections/reminder-planner';
import { tableReleasePlanner } from './projections/table-release-planner';
import { ReservationsOnTheLists } from './queries/reservation-counts';
import { ReservationsHoldingTables } from './queries/held-tables';
import { HELD_TABLES } from '../venues/ports/held-tables';
import { RESERVATION_MAIL_RULES } from './reservations.mail-rules';
import { ReservationsModule } from './reservations.module';

export const reservationsFeature = defineFeature({
  name: 'reservations',
  personalFields: RESERVATION_PERSONAL_FIELDS,
  module: ReservationsModule,
  projectors: [reservationsProjector, tableReleasePlanner, reminderPlanner],
  mailRules: RESERVATION_MAIL_RULES,
  liveFeeds: [reservationsLiveFeed],
  ports: [
    { provide: RESERVATION_COUNTS, useExisting: ReservationsOnTheLists },
    { provide: HELD_TABLES, useExisting: ReservationsHoldingTables },
  ],
});
