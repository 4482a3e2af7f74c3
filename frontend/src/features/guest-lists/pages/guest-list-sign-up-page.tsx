import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Field, Form } from 'react-final-form';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { guestListEntrySchema, type GuestListEntryView, type GuestListView } from '@izlazak/contracts';
import { serverMessage } from '../../../api/error-catalogue';
import { fieldErrorsOf } from '../../../components/form-modal';
import { TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { PageHeader } from '../../../components/page-header';
import { PersonsStepper } from '../../../components/persons-stepper';
import { QueryState } from '../../../components/query-state';
import { useLocale, useMessages } from '../../../lib/locale';
import { withQuery } from '../../../lib/query-string';
import { useGetGuestListQuery, useSignUpToGuestListMutation } from '../api';
import { GuestListDoorCode } from '../components/guest-list-door-code';
import { benefitOf, formatNight } from '../guest-list-format';
import '../guest-lists.css';

interface SignUpValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  plusOnes: number;
}

const validate = validateWith(guestListEntrySchema);
const START: SignUpValues = { firstName: '', lastName: '', phone: '', email: '', plusOnes: 0 };

/**
 * /lista/<listId>: a guest puts their name on a public list in a few taps on a phone, and gets the
 * door code with its QR. A promoter's link brings `?promoter=<code>`, sent as `promoterCode`.
 */
export function GuestListSignUpPage() {
  const listId = useParams().listId ?? '';
  const list = useGetGuestListQuery(listId, { skip: !listId });
  const t = useMessages();
  return (
    <>
      <PageHeader eyebrow={t('guestLists.eyebrow')} title={list.data?.name ?? t('guestLists.signUpTitle')} />
      <div className="container py-5">
        <QueryState query={list} unavailable={t('guestLists.listUnavailable')}>
          {(current) => <SignUp list={current} />}
        </QueryState>
      </div>
    </>
  );
}

function SignUp({ list }: { list: GuestListView }) {
  const t = useMessages();
  const locale = useLocale();
  const promoterCode = useSearchParams()[0].get('promoter') ?? '';
  const [signUp] = useSignUpToGuestListMutation();
  const [entry, setEntry] = useState<GuestListEntryView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(values: SignUpValues) {
    setRefusal(null);
    try {
      const signed = await signUp({
        listId: list._id,
        entry: {
          firstName: values.firstName,
          lastName: values.lastName,
          phone: values.phone,
          plusOnes: values.plusOnes,
          locale,
          ...(values.email ? { email: values.email } : {}),
          ...(promoterCode ? { promoterCode } : {}),
        },
      }).unwrap();
      setEntry(signed);
      return undefined;
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 409) setRefusal(serverMessage((error as { data?: unknown }).data) ?? t('guestLists.full'));
      return fieldErrorsOf(error);
    }
  }

  const unavailable = refusal ?? (list.closed ? t('guestLists.closed') : list.full ? t('guestLists.full') : null);
  return (
    <section className="guest-list-sign-up" aria-label={t('guestLists.signUpTitle')}>
      <dl className="guest-list-sign-up__facts">
        <dt>{t('common.night')}</dt>
        <dd>{formatNight(list.night)}</dd>
        <dt>{t('guestLists.gives')}</dt>
        <dd>{benefitOf(list, t)}</dd>
        <dt>{t('guestLists.until')}</dt>
        <dd>{list.closesAt}</dd>
      </dl>
      {entry ? (
        <div data-testid="guest-list-signed-up">
          <Alert variant="success">{t('guestLists.signedUpAs', { name: `${entry.firstName} ${entry.lastName}`, persons: 1 + entry.plusOnes })}</Alert>
          <GuestListDoorCode code={entry.code} />
          {entry.email && <p className="small text-body-secondary text-center mt-3 mb-0">{t('guestLists.mailed', { email: entry.email })}</p>}
        </div>
      ) : unavailable ? (
        <Alert variant="warning" data-testid="guest-list-unavailable">
          <p className="fw-semibold mb-1">{unavailable}</p>
          <p>{t('guestLists.reserveHint')}</p>
          <Link className="btn btn-primary" to={withQuery(`/club/${encodeURIComponent(list.clubId)}`, { rezervacija: list.night, promoter: promoterCode })}>
            {t('guestLists.reserveInstead')}
          </Link>
        </Alert>
      ) : (
        <Form<SignUpValues> onSubmit={submit} initialValues={START} validate={validate}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={(submitEvent) => void handleSubmit(submitEvent)} noValidate aria-label={t('guestLists.signUpTitle')}>
              <div className="row">
                <div className="col-12 col-sm-6">
                  <TextField name="firstName" label={t('guest.firstName')} required autoComplete="given-name" />
                </div>
                <div className="col-12 col-sm-6">
                  <TextField name="lastName" label={t('guest.lastName')} required autoComplete="family-name" />
                </div>
              </div>
              <TextField name="phone" label={t('guest.phone')} type="tel" required autoComplete="tel" />
              <TextField name="email" label={t('guest.email')} type="email" autoComplete="email" hint={t('guestLists.emailHint')} />
              {list.maxPlusOnes > 0 && (
                <Field<number> name="plusOnes">
                  {({ input }) => (
                    <div className="mb-3">
                      <PersonsStepper
                        label={t('guestLists.plusOnes')}
                        hint={t('guestLists.plusOnesHint', { max: list.maxPlusOnes })}
                        value={input.value || 0}
                        min={0}
                        max={list.maxPlusOnes}
                        onChange={input.onChange}
                      />
                    </div>
                  )}
                </Field>
              )}
              <Button type="submit" className="w-100" size="lg" disabled={submitting}>
                {submitting && <Spinner animation="border" size="sm" className="me-2" />}
                {t('guestLists.signUp')}
              </Button>
            </form>
          )}
        </Form>
      )}
    </section>
  );
}
