import type { ReactNode } from 'react';

interface DashboardPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The heading and body of one dashboard screen, under the shell's top bar. */
export function DashboardPage({ title, subtitle, children }: DashboardPageProps) {
  return (
    <div className="dashboard-page">
      <div className="dashboard-page__heading">
        <h1 className="dashboard-page__title">{title}</h1>
        {subtitle && <p className="dashboard-page__subtitle">{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}
