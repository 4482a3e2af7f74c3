import { Link } from 'react-router-dom';
import { useMessages } from '../../../lib/locale';
import { guestListQrImage } from '../api';

/** A list name's door code: its QR (the server's picture of APP_URL/g/<code>), 'Sačuvajte kod…' and the code's own page. */
export function GuestListDoorCode({ code, withLink = true }: { code: string; withLink?: boolean }) {
  const t = useMessages();
  return (
    <div className="guest-list-code" data-testid="guest-list-code">
      <img className="guest-list-code__qr" src={guestListQrImage(code)} alt={t('guestLists.qrAlt')} width={246} height={246} />
      <p className="fw-semibold mb-1">{t('guestLists.keepCode')}</p>
      <p className="guest-list-code__text" data-testid="guest-list-code-text">
        {code}
      </p>
      {withLink && (
        <Link to={`/g/${encodeURIComponent(code)}`} className="small">
          {t('guestLists.codePage')}
        </Link>
      )}
    </div>
  );
}
