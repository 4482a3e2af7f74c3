import type pg from 'pg';
import { logger } from '#platform/logging/json-logger';

const HOUR_MS = 60 * 60 * 1000;
const FIRST_ROUND_AFTER_MS = 60 * 1000;
const BATCH = 500;

/**
 * A sent mail's body (its HTML, text and the QR picture attached) is needed only while it may still
 * be sent; afterwards the ledger ('Poslati mejlovi') reads its recipient, subject, kind and when it
 * went. Bodies of mail sent more than `retentionDays` ago are emptied once an hour, a batch at a
 * time, so years of bookings do not keep every picture ever mailed (half of the database at
 * 20,000 reservations). 0 keeps them forever.
 */
export class SentMailPruning {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly retentionDays: number,
  ) {}

  start() {
    if (this.retentionDays <= 0 || this.timer) return;
    const round = () => {
      this.pruneOnce().catch((error: unknown) => logger.error({ message: 'Pruning sent mail failed', error: String(error) }, 'Mail'));
      this.timer = setTimeout(round, HOUR_MS).unref();
    };
    this.timer = setTimeout(round, FIRST_ROUND_AFTER_MS).unref();
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Empties the bodies of mail sent before the retention period; answers how many. */
  async pruneOnce(): Promise<number> {
    if (this.retentionDays <= 0) return 0;
    let pruned = 0;
    for (;;) {
      const { rowCount } = await this.pool.query(
        `UPDATE mail_outbox SET html = '', text = '', attachments = NULL, body_pruned_at = now()
          WHERE id IN (
            SELECT id FROM mail_outbox
             WHERE status = 'sent' AND body_pruned_at IS NULL AND sent_at < now() - make_interval(days => $1)
             LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
        [this.retentionDays],
      );
      pruned += rowCount ?? 0;
      if ((rowCount ?? 0) < BATCH) return pruned;
    }
  }
}
