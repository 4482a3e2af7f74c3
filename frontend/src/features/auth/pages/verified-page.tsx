import { Link } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';

export function VerifiedPage() {
  return (
    <AuthCard title="Nalog je potvrđen" subtitle="Vaša email adresa je uspešno potvrđena. Sada se možete prijaviti.">
      <Link to="/auth/login" className="btn btn-primary w-100">
        Prijavi se
      </Link>
    </AuthCard>
  );
}
