import { Link } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';

export function PasswordChangedPage() {
  return (
    <AuthCard title="Lozinka je promenjena" subtitle="Prijavite se novom lozinkom.">
      <Link to="/auth/login" className="btn btn-primary w-100">
        Prijavi se
      </Link>
    </AuthCard>
  );
}
