import type pg from 'pg';
import { couponCodeKey } from '@izlazak/contracts';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReadModel } from '#platform/projections/projector';
import type { CouponDetails, CouponEvent } from '../domain/coupon.decider';

/**
 * `coupons`: one row per coupon for the 'Kuponi' screen, `used` as the coupon's stream counted it;
 * `coupon_redemptions`: each use and whether it came back, for the sweep that gives back the uses
 * of reservations that ended or never appeared.
 */
export const couponsProjector = defineReadModel<CouponEvent>({
  name: 'coupons',
  tables: ['coupons', 'coupon_redemptions'],
  migrations: [
    {
      id: '20261201-10-coupons',
      sql: `
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
        CREATE TABLE coupons (
          id text PRIMARY KEY,
          club_id text NOT NULL,
          name text NOT NULL,
          code text NOT NULL,
          code_key text NOT NULL,
          "limit" integer NOT NULL,
          used integer NOT NULL DEFAULT 0,
          discount integer NOT NULL,
          start_night date NOT NULL,
          end_night date NOT NULL,
          active boolean NOT NULL,
          deleted boolean NOT NULL DEFAULT false,
          created_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL,
          search_text text NOT NULL
        );
        CREATE INDEX coupons_club_idx ON coupons (club_id, created_at) WHERE NOT deleted;
        CREATE INDEX coupons_code_idx ON coupons (code_key) WHERE NOT deleted;
        CREATE INDEX coupons_search_idx ON coupons USING gin (search_text gin_trgm_ops) WHERE NOT deleted;

        CREATE TABLE coupon_redemptions (
          reservation_id text NOT NULL,
          coupon_id text NOT NULL,
          table_id text NOT NULL,
          night date NOT NULL,
          redeemed_at timestamptz NOT NULL,
          released_at timestamptz,
          PRIMARY KEY (coupon_id, reservation_id)
        );
        CREATE INDEX coupon_redemptions_active_idx ON coupon_redemptions (redeemed_at) WHERE released_at IS NULL;`,
    },
  ],
  handlers: {
    CouponCreated: (event, tx) => upsert(tx, event, event.data.couponId, event.data.clubId, event.data.details),
    CouponChanged: (event, tx) => upsert(tx, event, event.data.couponId, event.data.clubId, event.data.details),
    CouponDeleted: async (event, tx) => {
      await tx.query('UPDATE coupons SET deleted = true, updated_at = $2 WHERE id = $1', [event.data.couponId, event.metadata.occurredAt]);
    },
    CouponRedeemed: async (event, tx) => {
      const { couponId, reservationId, tableId, night, used } = event.data;
      await tx.query(
        `INSERT INTO coupon_redemptions (reservation_id, coupon_id, table_id, night, redeemed_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (coupon_id, reservation_id) DO UPDATE SET released_at = NULL, redeemed_at = EXCLUDED.redeemed_at`,
        [reservationId, couponId, tableId, night, event.metadata.occurredAt],
      );
      await setUsed(tx, couponId, used);
    },
    CouponReleased: async (event, tx) => {
      const { couponId, reservationId, used } = event.data;
      await tx.query('UPDATE coupon_redemptions SET released_at = $3 WHERE coupon_id = $1 AND reservation_id = $2', [couponId, reservationId, event.metadata.occurredAt]);
      await setUsed(tx, couponId, used);
    },
  },
});

async function upsert(tx: pg.PoolClient, event: RecordedEvent, couponId: string, clubId: string, d: CouponDetails): Promise<void> {
  await tx.query(
    `INSERT INTO coupons (id, club_id, name, code, code_key, "limit", discount, start_night, end_night, active, created_at, updated_at, search_text)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, code = EXCLUDED.code, code_key = EXCLUDED.code_key, "limit" = EXCLUDED."limit",
       discount = EXCLUDED.discount, start_night = EXCLUDED.start_night, end_night = EXCLUDED.end_night, active = EXCLUDED.active,
       updated_at = EXCLUDED.updated_at, search_text = EXCLUDED.search_text`,
    [
      couponId,
      clubId,
      d.name,
      d.code,
      couponCodeKey(d.code),
      d.limit,
      d.discount,
      d.startDate,
      d.endDate,
      d.active,
      event.metadata.occurredAt,
      `${d.name} ${d.code}`.toLowerCase(),
    ],
  );
}

async function setUsed(tx: pg.PoolClient, couponId: string, used: number): Promise<void> {
  await tx.query('UPDATE coupons SET used = $2 WHERE id = $1', [couponId, used]);
}
