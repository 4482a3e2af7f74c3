import type { ReactNode } from 'react';
import { useMessages } from '../lib/locale';

interface PlaceholderPanelProps {
  title: string;
  children?: ReactNode;
}

/** Stands in for a screen whose content arrives with a later issue. */
export function PlaceholderPanel({ title, children }: PlaceholderPanelProps) {
  const t = useMessages();
  return (
    <section className="placeholder-panel" aria-label={title}>
      <div className="placeholder-panel__badge">{t('common.soon')}</div>
      <h2 className="h5 mb-2">{title}</h2>
      <p className="text-body-secondary mb-0">{children ?? t('common.soonText')}</p>
    </section>
  );
}
