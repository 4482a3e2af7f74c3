import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { PG_POOL } from '#platform/database/database.tokens';
import { ScheduledCommands } from '#platform/scheduling/scheduled-commands';
import { NightClock } from '#platform/time/night-clock';

const HOUR_MS = 60 * 60 * 1000;
const FIRST_ROUND_AFTER_MS = 60 * 1000;
const BATCH = 500;

/** The platform's scheduled command that empties sent mails' bodies, one row for the whole outbox. */
export const SENT_MAIL_PRUNING = { stream: 'mail-outbox', purpose: 'sent-mail-pruning' } as const;

/**
 * Empties, a batch at a time, the bodies (HTML, text, the QR picture attached) of mail sent more
 * than `retentionDays` ago; answers how many. 0 keeps them all.
 */
export async function pruneSentMailBodies(pool: pg.Pool, retentionDays: number): Promise<number> {
  if (retentionDays <= 0) return 0;
  let pruned = 0;
  for (;;) {
    const { rowCount } = await pool.query(
      `UPDATE mail_outbox SET html = '', text = '', attachments = NULL, body_pruned_at = now()
        WHERE id IN (
          SELECT id FROM mail_outbox
           WHERE status = 'sent' AND body_pruned_at IS NULL AND sent_at < now() - make_interval(days => $1)
           LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
      [retentionDays],
    );
    pruned += rowCount ?? 0;
    if ((rowCount ?? 0) < BATCH) return pruned;
  }
}

/**
 * A sent mail's body is needed only while it may still be sent; afterwards the ledger ('Poslati
 * mejlovi') reads its recipient, subject, kind and when it went. Once an hour the platform's
 * scheduled command `sent-mail-pruning` (on `mail-outbox`) empties the bodies of mail sent more
 * than MAIL_BODY_RETENTION_DAYS ago, so years of bookings do not keep every picture ever mailed
 * (half of the database at 20,000 reservations). Like every scheduled command it runs in one
 * process with RUN_PROJECTIONS at a time, is retried when it fails, and each round schedules the
 * next; a start schedules the first round unless one is pending. 0 keeps every body (and cancels
 * the round).
 */
@Injectable()
export class SentMailPruning implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: ScheduledCommands,
    private readonly clock: NightClock,
  ) {}

  onModuleInit() {
    this.scheduler.handle<null>(SENT_MAIL_PRUNING.purpose, async (_payload, run) => {
      await this.pruneOnce();
      const after = Math.max(run.runAt.getTime(), this.clock.now().getTime());
      await this.scheduleRound(new Date(after + HOUR_MS));
    });
  }

  async onApplicationBootstrap() {
    if (!this.config.runProjections) return;
    if (this.config.mailBodyRetentionDays <= 0) {
      await this.scheduler.cancel(SENT_MAIL_PRUNING);
      return;
    }
    const round = await this.scheduler.find(SENT_MAIL_PRUNING);
    if (round?.state === 'pending' || round?.state === 'running') return;
    await this.scheduleRound(new Date(this.clock.now().getTime() + FIRST_ROUND_AFTER_MS));
  }

  /** Empties the bodies of mail sent before the retention period; answers how many. */
  pruneOnce(): Promise<number> {
    return pruneSentMailBodies(this.pool, this.config.mailBodyRetentionDays);
  }

  private scheduleRound(runAt: Date) {
    return this.scheduler.schedule({ ...SENT_MAIL_PRUNING, runAt, payload: null });
  }
}
