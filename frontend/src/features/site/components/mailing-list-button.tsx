import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { DownloadIcon } from '../../../components/icons';
import { useDownloadMailingListMutation } from '../api';

function saveAsFile(content: string, fileName: string) {
  // The BOM makes spreadsheet programs read the Serbian letters as UTF-8.
  const blob = new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

export function MailingListButton() {
  const [download, { isLoading }] = useDownloadMailingListMutation();

  async function handleClick() {
    try {
      saveAsFile(await download().unwrap(), 'mailing_lista.csv');
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  return (
    <Button variant="outline-primary" onClick={handleClick} disabled={isLoading}>
      {isLoading ? <Spinner animation="border" size="sm" className="me-2" /> : <DownloadIcon size={16} className="me-2" />}
      Preuzmi mailing listu
    </Button>
  );
}
