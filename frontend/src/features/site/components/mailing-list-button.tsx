import { useDownloadMailingListMutation } from '../api';
import { saveCsvFile } from '../../../lib/save-csv';
import { useMessages } from '../../../lib/locale';
import { DownloadButton } from '../../../components/download-button';

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
    <DownloadButton busy={isLoading} onClick={() => void handleClick()}>
      {t('siteAdmin.mailingList')}
    </DownloadButton>
  );
}
