import { Link } from 'react-router-dom';
import { useMessages } from '../../lib/locale';

export function NotFoundPage() {
  const t = useMessages();
  return (
    <main className="status-page">
      <div className="status-page__code">404</div>
      <h1 className="status-page__title">{t('notFound.title')}</h1>
      <p className="status-page__text">{t('notFound.text')}</p>
      <Link to="/" className="btn btn-primary btn-lg">
        {t('site.backHome')}
      </Link>
    </main>
  );
}
