import { useMemo } from 'react';
import { commissionRulesSchema, promoterCommissionRulesSchema, type CommissionRulesView, type PromoterCommissionRulesView } from '@izlazak/contracts';
import { SelectField, TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { FormModal } from '../../../components/form-modal';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { useMessages } from '../../../lib/locale';
import { useSetCommissionRulesMutation, useSetPromoterRulesMutation, type CommissionRulesBody, type PromoterRulesBody } from '../api';

const validateVenueRules = validateWith(commissionRulesSchema);
const validatePromoterRulesBody = validateWith(promoterCommissionRulesSchema);

/** The venue's rules: RSD a guest let in, RSD a table that arrived, a percent of its spend. */
export function VenueRulesModal({ show, clubId, rules, onClose }: { show: boolean; clubId: string; rules: CommissionRulesView | undefined; onClose: () => void }) {
  const t = useMessages();
  const [setRules] = useSetCommissionRulesMutation();
  const initialValues = useMemo<CommissionRulesBody>(
    () => ({ perListGuest: String(rules?.perListGuest ?? 0), perTable: String(rules?.perTable ?? 0), spendPercent: String(rules?.spendPercent ?? 0) }),
    [rules],
  );
  return (
    <FormModal<CommissionRulesBody>
      show={show}
      title={t('promoterSettlement.venueRules')}
      formLabel={t('promoterSettlement.venueRules')}
      submitLabel={t('promoterSettlement.saveRules')}
      initialValues={initialValues}
      validate={validateVenueRules}
      save={async (values) => {
        await setRules({ clubId, rules: values }).unwrap();
        return t('promoterSettlement.rulesSaved');
      }}
      onClose={onClose}
    >
      <TextField name="perListGuest" label={t('promoterSettlement.field.perListGuest')} inputMode="numeric" required />
      <TextField name="perTable" label={t('promoterSettlement.field.perTable')} inputMode="numeric" required />
      <TextField name="spendPercent" label={t('promoterSettlement.field.spendPercent')} inputMode="numeric" required />
    </FormModal>
  );
}

interface PromoterRulesValues {
  perListGuest: string;
  perTable: string;
  spendPercent: string;
  leaderId: string;
  leaderSharePercent: string;
}

/** An empty field follows the venue's rules (null), as the API reads it. */
const orNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);
const bodyOf = (values: PromoterRulesValues): PromoterRulesBody => ({
  perListGuest: orNull(values.perListGuest),
  perTable: orNull(values.perTable),
  spendPercent: orNull(values.spendPercent),
  leaderId: orNull(values.leaderId),
  leaderSharePercent: orNull(values.leaderSharePercent),
});
const textOf = (value: number | null) => (value === null ? '' : String(value));

/** One promoter's own rules (empty: the venue's) and team: who leads them, or the share they earn as a leader. */
export function PromoterRulesModal({
  show,
  clubId,
  promoterId,
  promoters,
  onClose,
}: {
  show: boolean;
  clubId: string;
  promoterId: string | null;
  promoters: readonly PromoterCommissionRulesView[];
  onClose: () => void;
}) {
  const t = useMessages();
  const [setRules] = useSetPromoterRulesMutation();
  const shownId = useKeptWhileClosing(show, promoterId);
  const promoter = promoters.find((row) => row.promoterId === shownId);
  const initialValues = useMemo<PromoterRulesValues>(
    () => ({
      perListGuest: textOf(promoter?.perListGuest ?? null),
      perTable: textOf(promoter?.perTable ?? null),
      spendPercent: textOf(promoter?.spendPercent ?? null),
      leaderId: promoter?.leaderId ?? '',
      leaderSharePercent: textOf(promoter?.leaderSharePercent ?? null),
    }),
    [promoter],
  );
  const leaders = promoters.filter((row) => row.promoterId !== shownId).map((row) => ({ value: row.promoterId, label: row.name }));
  const title = t('promoterSettlement.promoterRules', { name: promoter?.name ?? '' });
  return (
    <FormModal<PromoterRulesValues>
      show={show}
      title={title}
      formLabel={title}
      submitLabel={t('promoterSettlement.saveRules')}
      initialValues={initialValues}
      validate={(values) => validatePromoterRulesBody(bodyOf(values))}
      save={async (values) => {
        if (!shownId) return;
        await setRules({ clubId, promoterId: shownId, rules: bodyOf(values) }).unwrap();
        return t('promoterSettlement.rulesSaved');
      }}
      onClose={onClose}
    >
      <p className="form-text mt-0">{t('promoterSettlement.emptyIsVenue')}</p>
      <TextField name="perListGuest" label={t('promoterSettlement.field.perListGuest')} inputMode="numeric" />
      <TextField name="perTable" label={t('promoterSettlement.field.perTable')} inputMode="numeric" />
      <TextField name="spendPercent" label={t('promoterSettlement.field.spendPercent')} inputMode="numeric" />
      <SelectField name="leaderId" label={t('promoterSettlement.field.leaderId')} options={[{ value: '', label: t('promoterSettlement.noLeader') }, ...leaders]} />
      <TextField name="leaderSharePercent" label={t('promoterSettlement.field.leaderSharePercent')} inputMode="numeric" hint={t('promoterSettlement.leaderShareHint')} />
    </FormModal>
  );
}
