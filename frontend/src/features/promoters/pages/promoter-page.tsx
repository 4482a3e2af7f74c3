import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { addDays, belgradeClockTime, formatNight, nightOf, type GuestListView, type PromoterMeView } from '@izlazak/contracts';
import { DashboardPage } from '../../../components/dashboard-page';
import { FormModal, fieldOrMessageErrorsOf } from '../../../components/form-modal';
import { TextField } from '../../../components/form/fields';
import { QueryState } from '../../../components/query-state';
import { useMessages } from '../../../lib/locale';
import { linkQrImage, useAddNameMutation, useGetOwnNamesQuery, useGetPromoterMeQuery, useGetVenueNightListsQuery } from '../api';
import '../promoters.css';

/** Tonight and the next seven nights. */
const COMING_NIGHTS = 8;

/** /dashboard/promoter, 'Moje liste': a promoter's only screen (390 px first). */
export function PromoterPage() {
  const t = useMessages();
  const me = useGetPromoterMeQuery();
  const nights = Array.from({ length: COMING_NIGHTS }, (_, days) => addDays(nightOf(new Date()), days));
  return (
    <DashboardPage title={t('promoters.screen.title')} subtitle={t('promoters.screen.subtitle')}>
      <QueryState query={me} unavailable={t('promoters.screen.unavailable')}>
        {(promoter) => (
          <div className="promoter-screen">
            <PromoterLink promoter={promoter} />
            {promoter.venues.map((venue) => (
              <section key={venue._id} className="promoter-venue" aria-label={venue.name}>
                <h2 className="h5 promoter-venue__name">{venue.name}</h2>
                {nights.map((night) => (
                  <NightLists key={night} clubId={venue._id} night={night} />
                ))}
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </DashboardPage>
  );
}

function PromoterLink({ promoter }: { promoter: PromoterMeView }) {
  const t = useMessages();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: t('promoters.link.shareTitle'), url: promoter.link }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(promoter.link).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <section className="promoter-link card" aria-label={t('promoters.link.title')}>
      <div className="card-body">
        <h2 className="h6">{t('promoters.link.title')}</h2>
        <img className="promoter-link__qr" src={linkQrImage(promoter.code)} alt={t('promoters.link.qrAlt')} width={200} height={200} />
        <p className="promoter-link__url font-monospace" data-testid="promoter-link">
          {promoter.link}
        </p>
        <p className="text-body-secondary small mb-2">{t('promoters.link.code', { code: promoter.code })}</p>
        <Button variant="primary" onClick={() => void share()}>
          {copied ? t('promoters.link.copied') : t('promoters.link.share')}
        </Button>
      </div>
    </section>
  );
}

function NightLists({ clubId, night }: { clubId: string; night: string }) {
  const lists = useGetVenueNightListsQuery({ clubId, night }).data ?? [];
  if (lists.length === 0) return null;
  return (
    <div className="promoter-night">
      <h3 className="h6 promoter-night__date">{formatNight(night)}</h3>
      {lists.map((list) => (
        <ListCard key={list._id} list={list} />
      ))}
    </div>
  );
}

function ListCard({ list }: { list: GuestListView }) {
  const t = useMessages();
  const [adding, setAdding] = useState(false);
  const names = useGetOwnNamesQuery(list._id);
  return (
    <article className="promoter-list card" aria-label={list.name}>
      <div className="card-body">
        <h4 className="h6 mb-1">{list.name}</h4>
        <p className="mb-1">{list.benefit}</p>
        <p className="small text-body-secondary mb-2" data-testid="promoter-list-facts">
          {t('promoters.list.facts', { closesAt: list.closesAt, taken: list.signedUp, capacity: list.capacity })}
        </p>
        {list.closed ? (
          <p className="small mb-2">{t('promoters.list.closed')}</p>
        ) : (
          <Button size="sm" variant="outline-primary" className="mb-2" disabled={list.full} onClick={() => setAdding(true)}>
            {list.full ? t('promoters.list.full') : t('promoters.addName.button')}
          </Button>
        )}
        <QueryState query={names} unavailable={t('promoters.names.unavailable')}>
          {(own) =>
            own.length === 0 ? (
              <p className="small text-body-secondary mb-0">{t('promoters.names.none')}</p>
            ) : (
              <>
                <p className="small fw-semibold mb-1">{t('promoters.names.count', { names: own.length, arrived: own.filter((entry) => entry.arrived).length })}</p>
                <ul className="list-unstyled mb-0 promoter-names" aria-label={t('promoters.names.title', { list: list.name })}>
                  {own.map((entry) => (
                    <li key={entry._id} className="promoter-names__row" data-testid="promoter-name">
                      <span>
                        {entry.firstName} {entry.lastName}
                        {entry.plusOnes > 0 && ` +${entry.plusOnes}`}
                      </span>
                      <span className={entry.arrived ? 'text-success' : 'text-body-secondary'}>
                        {entry.arrived ? t('promoters.names.arrived', { persons: entry.arrived.persons, at: belgradeClockTime(entry.arrived.at) }) : t('promoters.names.notYet')}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        </QueryState>
      </div>
      {adding && <AddNameModal list={list} onClose={() => setAdding(false)} />}
    </article>
  );
}

interface NameValues {
  firstName: string;
  lastName: string;
  phone: string;
  plusOnes: string;
}

function AddNameModal({ list, onClose }: { list: GuestListView; onClose: () => void }) {
  const t = useMessages();
  const [addName] = useAddNameMutation();
  const save = async ({ plusOnes, ...name }: NameValues) => {
    await addName({ listId: list._id, entry: { ...name, plusOnes: Number(plusOnes || 0) } }).unwrap();
    return t('promoters.addName.added', { name: `${name.firstName} ${name.lastName}` });
  };
  return (
    <FormModal<NameValues>
      show
      title={t('promoters.addName.title', { list: list.name })}
      formLabel={t('promoters.addName.button')}
      submitLabel={t('promoters.addName.submit')}
      initialValues={{ firstName: '', lastName: '', phone: '', plusOnes: '0' }}
      save={save}
      failed={fieldOrMessageErrorsOf}
      onClose={onClose}
    >
      <TextField name="firstName" label={t('guest.firstName')} required autoComplete="off" />
      <TextField name="lastName" label={t('guest.lastName')} required autoComplete="off" />
      <TextField name="phone" label={t('guest.phone')} type="tel" required autoComplete="off" />
      <TextField name="plusOnes" label={t('promoters.addName.plusOnes', { max: list.maxPlusOnes })} inputMode="numeric" autoComplete="off" />
    </FormModal>
  );
}
