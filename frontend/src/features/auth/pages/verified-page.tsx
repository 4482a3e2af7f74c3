import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../../../lib/navigation';
import { AuthCard } from '../components/auth-card';
import { useMessages } from '../../../lib/locale';

export function VerifiedPage() {
  const t = useMessages();
  return (
    <AuthCard status="success" title={t('auth.verified.title')} subtitle={t('auth.verified.text')}>
      <Link to={LOGIN_PATH} className="btn btn-primary btn-lg w-100">
        {t('auth.signIn')}
      </Link>
    </AuthCard>
  );
}
