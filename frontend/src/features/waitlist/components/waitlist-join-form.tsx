import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Form } from 'react-final-form';
import { waitlistJoinSchema, type UserView } from '@izlazak/contracts';
import { useGetFloorQuery } from '../../../api/floor-api';
import { useAttemptKey } from '../../../api/idempotency-key';
import { SelectField, TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { GuestFields, guestContactOf, type GuestContact } from '../../../components/form/guest-fields';
import { FormActions, fieldOrMessageErrorsOf } from '../../../components/form-modal';
import { withKnownSession } from '../../../components/when-session-known';
import { useJoinWaitlistMutation } from '../api';
import { aroundValue, displayNight } from '../waitlist-format';
import { useLocale, useMessages } from '../../../lib/locale';
import '../../../components/form-modal.css';

export interface WaitlistJoinFormProps {
  clubId: string;
  /** yyyy-MM-dd: the night the guest was booking. */
  night: string;
  persons: number;
  /** Back to the reservation form. */
  onBack: () => void;
  /** 'Zatvori' after joining. */
  onDone: () => void;
}

interface JoinValues extends GuestContact {
  persons: string;
  zoneId: string;
}

const validateJoin = validateWith(waitlistJoinSchema);

/**
 * 'Lista čekanja' in the reservation modal: when no table fits the night (or the guest would rather
 * wait for one in a zone), who is coming and how to reach them; a table that frees is offered by mail.
 */
export const WaitlistJoinForm = withKnownSession<WaitlistJoinFormProps>(JoinForm);

function JoinForm({ clubId, night, persons, onBack, onDone, user }: WaitlistJoinFormProps & { user: UserView | null }) {
  const [join] = useJoinWaitlistMutation();
  const attemptKey = useAttemptKey();
  const t = useMessages();
  const locale = useLocale();
  const [joinedAs, setJoinedAs] = useState<string | null>(null);
  const floor = useGetFloorQuery({ clubId, night }, { skip: !clubId || !night });
  const zones = floor.currentData?.zones ?? [];
  const [initialValues] = useState<JoinValues>(() => ({
    ...guestContactOf(user),
    persons: String(persons || 2),
    zoneId: '',
  }));

  if (joinedAs) return <Joined email={joinedAs} night={night} onDone={onDone} />;
  const [beforeNight, afterNight] = aroundValue((mark) => t('waitlistPublic.intro', { night: mark }));

  async function onSubmit(values: JoinValues) {
    const input = { clubId, night, ...values, persons: Number(values.persons), zoneId: values.zoneId || undefined, locale };
    try {
      await join({ ...input, idempotencyKey: attemptKey(input) }).unwrap();
      setJoinedAs(values.email.trim().toLowerCase());
      return undefined;
    } catch (error) {
      return fieldOrMessageErrorsOf(error);
    }
  }

  return (
    <Form<JoinValues> onSubmit={onSubmit} initialValues={initialValues} validate={(values) => validateJoin({ ...values, clubId, night })}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('booking.waitlist')} className="waitlist-join" data-testid="waitlist-join">
          <p className="mb-3">
            {beforeNight}
            <strong>{displayNight(night)}</strong>
            {afterNight}
          </p>
          <div className="row">
            <GuestFields fillFromBrowser />
            <div className="col-12 col-sm-6">
              <TextField name="persons" label={t('booking.persons')} type="number" required />
            </div>
            {zones.length > 0 && (
              <div className="col-12 col-sm-6">
                <SelectField
                  name="zoneId"
                  label={t('waitlistPublic.zone')}
                  options={[{ value: '', label: t('waitlistPublic.anyZone') }, ...zones.map((zone) => ({ value: zone._id, label: zone.name }))]}
                />
              </div>
            )}
          </div>
          <FormActions submitError={submitError as unknown} submitting={submitting} submitLabel={t('waitlistPublic.join')}>
            <Button type="button" variant="outline-secondary" onClick={onBack} disabled={submitting}>
              {t('waitlistPublic.back')}
            </Button>
          </FormActions>
        </form>
      )}
    </Form>
  );
}

function Joined({ email, night, onDone }: { email: string; night: string; onDone: () => void }) {
  const t = useMessages();
  const [beforeEmail, afterEmail] = aroundValue((mark) => t('waitlistPublic.joined.text', { night: displayNight(night), email: mark }));
  return (
    <div className="waitlist-done" data-testid="waitlist-joined" role="status">
      <p className="waitlist-done__title">{t('waitlistPublic.joined.title')}</p>
      <p>
        {beforeEmail}
        <strong>{email}</strong>
        {afterEmail}
      </p>
      <Button variant="primary" onClick={onDone}>
        {t('site.close')}
      </Button>
    </div>
  );
}
