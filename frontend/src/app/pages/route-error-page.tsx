import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMessages } from '../../lib/locale';

export function RouteErrorPage() {
  const t = useMessages();
  return (
    <main className="status-page">
      <div className="status-page__code">{t('notFound.error.code')}</div>
      <h1 className="status-page__title">{t('notFound.error.title')}</h1>
      <p className="status-page__text">{t('notFound.error.text')}</p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-outline-primary btn-lg" onClick={() => window.location.reload()}>
          {t('notFound.error.reload')}
        </button>
        <Link to="/" className="btn btn-primary btn-lg">
          {t('site.backHome')}
        </Link>
      </div>
    </main>
  );
}

/**
 * A page that throws while rendering (or whose chunk no longer exists after a new release) shows
 * the error page instead of a blank screen; the next address starts afresh.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
