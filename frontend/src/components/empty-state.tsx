import type { ReactNode } from 'react';
import './empty-state.css';

interface EmptyStateProps {
  icon?: ReactNode;
  /** A panel of its own on a page's background, rather than the body of a card. */
  large?: boolean;
  /** Loading failed: the block is announced to screen readers. */
  failed?: boolean;
  children: ReactNode;
}

/** Why a list or a screen shows nothing, and what to do about it. */
export function EmptyState({ icon, large = false, failed = false, children }: EmptyStateProps) {
  const className = ['empty-state', large && 'empty-state--large', failed && 'empty-state--error'].filter(Boolean).join(' ');
  return (
    <div className={className} role={failed ? 'alert' : undefined}>
      {icon}
      {children}
    </div>
  );
}
