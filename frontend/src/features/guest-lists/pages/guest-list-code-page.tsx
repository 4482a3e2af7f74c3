import Alert from 'react-bootstrap/Alert';
import { useParams } from 'react-router-dom';
import type { GuestListCodeView } from '@izlazak/contracts';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useMessages } from '../../../lib/locale';
import { useGetGuestListCodeQuery } from '../api';
import { GuestListDoorCode } from '../components/guest-list-door-code';
import { formatNight } from '../guest-list-format';
import '../guest-lists.css';

/** /g/<code>: what a list name's QR and mail open: the code to show at the door, and its list. */
export function GuestListCodePage() {
  const code = useParams().code ?? '';
  const entry = useGetGuestListCodeQuery(code, { skip: !code });
  const t = useMessages();
  return (
    <>
      <PageHeader eyebrow={t('guestLists.eyebrow')} title={t('guestLists.codeTitle')} />
      <div className="container py-5">
        {!code || (entry.isError && !entry.data) ? (
          <Alert variant="warning" className="guest-list-sign-up">
            {t('guestLists.codeUnknown')}
          </Alert>
        ) : (
          <QueryState query={entry} unavailable={t('guestLists.listUnavailable')}>
            {(current) => <ListCode entry={current} />}
          </QueryState>
        )}
      </div>
    </>
  );
}

function ListCode({ entry }: { entry: GuestListCodeView }) {
  const t = useMessages();
  return (
    <section className="guest-list-sign-up" aria-label={t('guestLists.codeTitle')}>
      {entry.arrived ? <Alert variant="secondary">{t('guestLists.codeUsed')}</Alert> : <GuestListDoorCode code={entry.code} withLink={false} />}
      <dl className="guest-list-sign-up__facts mt-3">
        <dt>{t('guestLists.eyebrow')}</dt>
        <dd>{entry.listName}</dd>
        <dt>{t('common.venue')}</dt>
        <dd>{entry.club}</dd>
        <dt>{t('common.night')}</dt>
        <dd>{formatNight(entry.night)}</dd>
        <dt>{t('guestLists.until')}</dt>
        <dd>{entry.closesAt}</dd>
        <dt>{t('guestLists.guest')}</dt>
        <dd>{entry.plusOnes > 0 ? `${entry.firstName} +${entry.plusOnes}` : entry.firstName}</dd>
      </dl>
    </section>
  );
}
