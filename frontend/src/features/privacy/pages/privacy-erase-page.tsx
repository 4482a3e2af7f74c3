import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router-dom';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { useCheckErasureLinkQuery, useEraseByLinkMutation, useErasureStatusQuery } from '../api';
import { useMessages } from '../../../lib/locale';

/** How often the page asks whether the erasure (a job on the server) is done. */
const STATUS_POLL_MS = 500;

/**
 * /privacy/erase/:token, the link of the erasure mail. Opening it erases nothing (mail scanners
 * open links before their reader does): the person confirms with the button. The erasure is a job:
 * the page says it is under way until its status reads done.
 */
export function PrivacyErasePage() {
  const { token = '' } = useParams();
  const link = useCheckErasureLinkQuery(token, { skip: !token });
  const t = useMessages();
  const [erase, erasing] = useEraseByLinkMutation();
  const [polling, setPolling] = useState(true);
  const status = useErasureStatusQuery(token, { skip: !erasing.isSuccess, pollingInterval: polling ? STATUS_POLL_MS : 0 });
  const state = status.data?.status;
  const stillRunning = state !== 'done' && state !== 'failed';
  if (polling !== stillRunning) setPolling(stillRunning);
  return (
    <>
      <PageHeader eyebrow={t('privacy.eyebrow')} title={t('privacy.erase.title')} />
      <div className="container py-5" style={{ maxWidth: 640 }}>
        {erasing.isSuccess && state === 'done' ? (
          <Alert variant="success" role="status" data-testid="privacy-erased">
            {t('privacy.erase.done')}
          </Alert>
        ) : erasing.isSuccess && state === 'failed' ? (
          <Alert variant="danger" role="alert">
            {status.data?.message}
          </Alert>
        ) : erasing.isSuccess ? (
          <Alert variant="info" role="status" data-testid="privacy-erasing">
            <Spinner animation="border" size="sm" className="me-2" />
            {t('privacy.erase.running')}
          </Alert>
        ) : link.isLoading ? (
          <LoadingIndicator />
        ) : link.isError || !token ? (
          <Alert variant="warning">
            {t('privacy.erase.badLink')} <Link to="/privacy">{t('privacy.title')}</Link>.
          </Alert>
        ) : (
          <section aria-labelledby="privacy-erase-question">
            <h2 id="privacy-erase-question" className="h4">
              {t('privacy.sure')}
            </h2>
            <p>{t('privacy.erase.explained')}</p>
            <Button variant="danger" onClick={() => void erase(token)} disabled={erasing.isLoading}>
              {erasing.isLoading && <Spinner animation="border" size="sm" className="me-2" />}
              {t('privacy.erase.confirm')}
            </Button>
          </section>
        )}
        <p className="mt-4 mb-0">
          <Link to="/">{t('privacy.home')}</Link>
        </p>
      </div>
    </>
  );
}
