import type { SettlementRowView } from '@izlazak/contracts';
import type { CommissionRules } from './commission-rules.events';

export type PromoterFigures = Omit<SettlementRowView, 'commission'>;

/** What a promoter earns: per arrived list guest, per arrived table, and a percent of those tables' spend (rounded to whole RSD). */
export function commissionOf(rules: CommissionRules, figures: PromoterFigures): number {
  return rules.perListGuest * figures.arrivedGuests + rules.perTable * figures.tables + Math.round((rules.spendPercent * figures.spend) / 100);
}

export const settlementRow = (rules: CommissionRules, figures: PromoterFigures): SettlementRowView => ({ ...figures, commission: commissionOf(rules, figures) });
