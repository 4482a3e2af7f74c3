import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { systemContext } from '#platform/commands/command-context';
import { PG_POOL } from '#platform/database/database.tokens';
import { ScheduledCommands } from '#platform/scheduling/scheduled-commands';
import { NightClock } from '#platform/time/night-clock';
import { answerCutoff, REMINDER_CLOSE, RESERVATION_REMINDER, type ReminderPayload } from '../../domain/night-reminder';
import { nightStartAt } from '../../queries/night-start';
import { ReservationStreams } from '../reservation-streams';

/**
 * Runs the night's reminders the reminder planner schedules: at the reminder hour the reservation's
 * table-night decides whether it is still due (confirmed, for that night, not reminded, placed
 * before the hour, the night not started) and records it, which mails the guest through the outbox;
 * at the night's start an unanswered one becomes 'Nije potvrdio'. A late or repeated run, or one for
 * a night the reservation has left, changes nothing.
 */
@Injectable()
export class NightReminders implements OnModuleInit {
  constructor(
    private readonly scheduler: ScheduledCommands,
    private readonly streams: ReservationStreams,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  onModuleInit(): void {
    this.scheduler.handle<ReminderPayload>(RESERVATION_REMINDER, async (payload, run) => {
      await this.remind(payload, run.runAt);
    });
    this.scheduler.handle<ReminderPayload>(REMINDER_CLOSE, async (payload) => {
      await this.close(payload);
    });
  }

  async remind({ reservationId, night }: ReminderPayload, remindAt: Date) {
    const { rows } = await this.pool.query<{ club_id: string }>('SELECT club_id FROM reservations WHERE id = $1', [reservationId]);
    if (!rows[0]) return null;
    const cutoffAt = answerCutoff(remindAt, await nightStartAt(this.pool, rows[0].club_id, night));
    const command = {
      type: 'SendReservationReminder' as const,
      reservationId,
      night,
      remindAt: remindAt.toISOString(),
      cutoffAt: cutoffAt.toISOString(),
      at: this.clock.now().toISOString(),
    };
    return this.streams.decide(reservationId, command, systemContext(randomUUID()));
  }

  async close({ reservationId, night }: ReminderPayload) {
    return this.streams.decide(reservationId, { type: 'CloseReminder', reservationId, night }, systemContext(randomUUID()));
  }
}
