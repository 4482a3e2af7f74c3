import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLogout } from '../../../api/session-api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifySuccess } from '../../../components/notify';
import { saveAsFile, useEraseOwnDataMutation, useExportOwnDataMutation } from '../api';
import { useMessages } from '../../../lib/locale';

/** The profile's two buttons over the signed-in person's own data; erasing asks once more. */
export function OwnDataPanel() {
  const [exportOwnData, exporting] = useExportOwnDataMutation();
  const [eraseOwnData, erasing] = useEraseOwnDataMutation();
  const [confirming, setConfirming] = useState(false);
  const t = useMessages();
  const logout = useLogout();

  async function download() {
    try {
      saveAsFile(await exportOwnData().unwrap());
    } catch {
      // The error catalogue shows why.
    }
  }

  async function erase() {
    try {
      notifySuccess((await eraseOwnData().unwrap()).message);
      setConfirming(false);
      await logout();
    } catch {
      setConfirming(false);
    }
  }

  return (
    <section className="mt-4" aria-label={t('privacy.title')}>
      <h2 className="h6 text-body-secondary">{t('privacy.title')}</h2>
      <div className="d-grid gap-2">
        <Button variant="outline-primary" onClick={() => void download()} disabled={exporting.isLoading}>
          {t('privacy.own.download')}
        </Button>
        <Button variant="outline-danger" onClick={() => setConfirming(true)}>
          {t('privacy.own.erase')}
        </Button>
      </div>
      <ConfirmDialog
        show={confirming}
        title={t('privacy.sure')}
        subject={t('privacy.own.eraseSubject')}
        confirmLabel={t('privacy.own.erase')}
        busy={erasing.isLoading}
        onConfirm={() => void erase()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
