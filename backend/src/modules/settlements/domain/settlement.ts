import { addDays, belgradeInstant, type SettlementRowView } from '@izlazak/contracts';
import { NO_COMMISSION, VENUE_RULES_ONLY } from './commission-rules.decider';
import type { CommissionRules, PromoterRules } from './commission-rules.events';
import type { PaidFigures } from './settlement-payment.decider';

/** What a promoter brought on one night. */
export interface NightFigures {
  promoterId: string;
  night: string;
  signedUp: number;
  arrivedGuests: number;
  tables: number;
  spend: number;
}

/** A change of rules as recorded: the venue's (promoterId null) or one promoter's. */
export type RulesChange = { setAt: string } & ({ promoterId: null; rules: CommissionRules } | { promoterId: string; rules: PromoterRules });

export interface PaidSettlement extends PaidFigures {
  promoterId: string;
  from: string;
  to: string;
  paidAt: string;
  paidBy: { _id: string; name: string };
}

/** What a promoter earns: per arrived list guest, per arrived table, and a percent of those tables' spend (rounded to whole RSD). */
export function commissionOf(rules: CommissionRules, figures: Pick<NightFigures, 'arrivedGuests' | 'tables' | 'spend'>): number {
  return rules.perListGuest * figures.arrivedGuests + rules.perTable * figures.tables + Math.round((rules.spendPercent * figures.spend) / 100);
}

/**
 * The rules of each night are those standing when the night ended (06:00 Belgrade the next day):
 * a change during the night counts for it, a later one does not. A night before the first rules
 * were set takes those first rules (the venue paid its promoters before it wrote them down here).
 */
export class RulesTimeline {
  private readonly byKey = new Map<string, RulesChange[]>();

  constructor(changes: RulesChange[]) {
    for (const change of [...changes].sort((a, b) => a.setAt.localeCompare(b.setAt))) {
      const key = change.promoterId ?? '';
      this.byKey.set(key, [...(this.byKey.get(key) ?? []), change]);
    }
  }

  private standing(key: string, night: string): RulesChange | undefined {
    const changes = this.byKey.get(key);
    if (!changes?.length) return undefined;
    const end = belgradeInstant(addDays(night, 1), '06:00').toISOString();
    return changes.filter((change) => change.setAt < end).at(-1) ?? changes[0];
  }

  venue(night: string): CommissionRules {
    return (this.standing('', night)?.rules as CommissionRules | undefined) ?? NO_COMMISSION;
  }

  promoter(promoterId: string, night: string): PromoterRules {
    return (this.standing(promoterId, night)?.rules as PromoterRules | undefined) ?? VENUE_RULES_ONLY;
  }

  /** The promoter's own rules where set, the venue's otherwise. */
  applying(promoterId: string, night: string): CommissionRules {
    const venue = this.venue(night);
    const own = this.promoter(promoterId, night);
    return { perListGuest: own.perListGuest ?? venue.perListGuest, perTable: own.perTable ?? venue.perTable, spendPercent: own.spendPercent ?? venue.spendPercent };
  }

  /** Their leader now (the latest rules set for them). */
  leaderNow(promoterId: string): string | null {
    const latest = this.byKey.get(promoterId)?.at(-1)?.rules as PromoterRules | undefined;
    return latest?.leaderId ?? null;
  }
}

interface Earned {
  commission: number;
  leaderShare: number;
}

/** Each promoter's commission and leader's share, night by night, each night by its own rules. */
export function earningsByNight(figures: NightFigures[], rules: RulesTimeline): Map<string, Map<string, Earned>> {
  const earned = new Map<string, Map<string, Earned>>();
  const of = (promoterId: string, night: string) => {
    const nights = earned.get(promoterId) ?? new Map<string, Earned>();
    earned.set(promoterId, nights);
    const entry = nights.get(night) ?? { commission: 0, leaderShare: 0 };
    nights.set(night, entry);
    return entry;
  };
  for (const night of figures) {
    const commission = commissionOf(rules.applying(night.promoterId, night.night), night);
    of(night.promoterId, night.night).commission += commission;
    const { leaderId } = rules.promoter(night.promoterId, night.night);
    const share = leaderId ? (rules.promoter(leaderId, night.night).leaderSharePercent ?? 0) : 0;
    if (leaderId && share > 0) of(leaderId, night.night).leaderShare += Math.round((share * commission) / 100);
  }
  return earned;
}

const within = (night: string, from: string, to: string) => night >= from && night <= to;

export interface SettlementInput {
  promoters: { promoterId: string; name: string }[];
  from: string;
  to: string;
  figures: NightFigures[];
  rules: RulesTimeline;
  /** The venue's paid settlements of these promoters (any nights). */
  paid: PaidSettlement[];
}

/**
 * One row per promoter over from..to. A settlement of exactly these nights that was paid shows what
 * was paid, never edited. Any other shows the figures as they stand now, with a correction: what
 * the nights of the promoter's earlier paid settlements earn now, less what was paid for them and
 * the corrections paid since.
 */
export function settlementRows({ promoters, from, to, figures, rules, paid }: SettlementInput): SettlementRowView[] {
  const earned = earningsByNight(figures, rules);
  const earnedOver = (promoterId: string, start: string, end: string) =>
    [...(earned.get(promoterId) ?? new Map<string, Earned>()).entries()]
      .filter(([night]) => within(night, start, end))
      .reduce((sum, [, each]) => sum + each.commission + each.leaderShare, 0);
  return promoters.map(({ promoterId, name }) => {
    const leaderId = rules.leaderNow(promoterId);
    const settled = paid.find((each) => each.promoterId === promoterId && each.from === from && each.to === to);
    if (settled) {
      const { signedUp, arrivedGuests, tables, spend, commission, leaderShare, correction, total } = settled;
      return { promoterId, name, signedUp, arrivedGuests, tables, spend, commission, leaderId, leaderShare, correction, total, paid: { at: settled.paidAt, by: settled.paidBy } };
    }
    const nights = figures.filter((night) => night.promoterId === promoterId && within(night.night, from, to));
    const sum = (key: 'signedUp' | 'arrivedGuests' | 'tables' | 'spend') => nights.reduce((total, night) => total + night[key], 0);
    const own = [...(earned.get(promoterId)?.entries() ?? [])].filter(([night]) => within(night, from, to));
    const commission = own.reduce((total, [, each]) => total + each.commission, 0);
    const leaderShare = own.reduce((total, [, each]) => total + each.leaderShare, 0);
    const correction = paid
      .filter((each) => each.promoterId === promoterId && each.to < from)
      .reduce((total, each) => total + earnedOver(promoterId, each.from, each.to) - (each.commission + each.leaderShare) - each.correction, 0);
    return {
      promoterId,
      name,
      signedUp: sum('signedUp'),
      arrivedGuests: sum('arrivedGuests'),
      tables: sum('tables'),
      spend: sum('spend'),
      commission,
      leaderId,
      leaderShare,
      correction,
      total: commission + leaderShare + correction,
      paid: null,
    };
  });
}
