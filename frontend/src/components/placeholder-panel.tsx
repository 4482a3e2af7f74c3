import type { ReactNode } from 'react';

interface PlaceholderPanelProps {
  title: string;
  children?: ReactNode;
}

/** Stands in for a screen whose content arrives with a later issue. */
export function PlaceholderPanel({ title, children }: PlaceholderPanelProps) {
  return (
    <section className="placeholder-panel" aria-label={title}>
      <div className="placeholder-panel__badge">Uskoro</div>
      <h2 className="h5 mb-2">{title}</h2>
      <p className="text-body-secondary mb-0">{children ?? 'Ovaj deo je u pripremi i biće dostupan uskoro.'}</p>
    </section>
  );
}
