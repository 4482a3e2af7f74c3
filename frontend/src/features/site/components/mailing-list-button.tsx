import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { DownloadIcon } from '../../../components/icons';
import { useDownloadMailingListMutation } from '../api';
import { saveCsvFile } from '../../../lib/save-csv';
import { useMessages } from '../../../lib/locale';

export function MailingListButton() {
  const [download, { isLoading }] = useDownloadMailingListMutation();
  const t = useMessages();

  async function handleClick() {
    try {
      saveCsvFile(await download().unwrap(), 'mailing_lista.csv');
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  return (
    <Button variant="outline-primary" onClick={() => void handleClick()} disabled={isLoading}>
      {isLoading ? <Spinner animation="border" size="sm" className="me-2" /> : <DownloadIcon size={16} className="me-2" />}
      {t('siteAdmin.mailingList')}
    </Button>
  );
}
