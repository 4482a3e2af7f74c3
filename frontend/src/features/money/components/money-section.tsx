import type { ReactNode } from 'react';

interface MoneySectionProps {
  headingId: string;
  heading: ReactNode;
  /** Buttons at the heading's right. */
  actions?: ReactNode;
  /** Under the heading: a card-body or a flush list. */
  children: ReactNode;
}

/** A titled card of the money screens. */
export function MoneySection({ headingId, heading, actions, children }: MoneySectionProps) {
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby={headingId}>
      <div className={actions ? 'card-header bg-transparent py-3 d-flex flex-wrap align-items-center gap-2' : 'card-header bg-transparent py-3'}>
        <h2 className={actions ? 'h5 mb-0 me-auto' : 'h5 mb-0'} id={headingId}>
          {heading}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
