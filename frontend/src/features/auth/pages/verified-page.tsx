import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../../../lib/navigation';
import { AuthCard } from '../components/auth-card';

export function VerifiedPage() {
  return (
    <AuthCard status="success" title="Nalog je potvrđen" subtitle="Vaša email adresa je uspešno potvrđena. Sada se možete prijaviti.">
      <Link to={LOGIN_PATH} className="btn btn-primary btn-lg w-100">
        Prijavi se
      </Link>
    </AuthCard>
  );
}
