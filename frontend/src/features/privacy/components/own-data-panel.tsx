import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLogout } from '../../../api/session-api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifySuccess } from '../../../components/notify';
import { saveAsFile, useEraseOwnDataMutation, useExportOwnDataMutation } from '../api';

/** The profile's two buttons over the signed-in person's own data; erasing asks once more. */
export function OwnDataPanel() {
  const [exportOwnData, exporting] = useExportOwnDataMutation();
  const [eraseOwnData, erasing] = useEraseOwnDataMutation();
  const [confirming, setConfirming] = useState(false);
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
    <section className="mt-4" aria-label="Moji podaci">
      <h2 className="h6 text-body-secondary">Moji podaci</h2>
      <div className="d-grid gap-2">
        <Button variant="outline-primary" onClick={() => void download()} disabled={exporting.isLoading}>
          Preuzmi moje podatke
        </Button>
        <Button variant="outline-danger" onClick={() => setConfirming(true)}>
          Obriši moje podatke
        </Button>
      </div>
      <ConfirmDialog
        show={confirming}
        title="Da li ste sigurni?"
        subject="vaš nalog i sve vaše lične podatke (ime, telefon, email, poruke); rezervacije ostaju u evidenciji objekata kao „Obrisan gost”"
        confirmLabel="Obriši moje podatke"
        busy={erasing.isLoading}
        onConfirm={() => void erase()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
