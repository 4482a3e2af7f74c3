import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { DownloadIcon } from './icons';

/** 'Preuzmi CSV' and its kin: a download that shows it is under way and cannot be started twice. */
export function DownloadButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="outline-primary" onClick={onClick} disabled={busy}>
      {busy ? <Spinner animation="border" size="sm" className="me-2" /> : <DownloadIcon size={16} className="me-2" />}
      {children}
    </Button>
  );
}
