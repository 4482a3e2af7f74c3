import { useMessages } from '../lib/locale';

interface SkeletonCardsProps {
  count: number;
  /** Bootstrap column classes for each card. */
  columnClassName?: string;
}

/** Grey stand-ins for event or venue cards while a page loads. */
export function SkeletonCards({ count, columnClassName = 'col-12 col-sm-6 col-lg-4 col-xl-3' }: SkeletonCardsProps) {
  const t = useMessages();
  return (
    <div className="row g-4" aria-busy="true" aria-label={t('common.loadingShort')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={columnClassName}>
          <div className="card h-100 skeleton-card" aria-hidden="true">
            <div className="skeleton-card__image placeholder-wave">
              <span className="placeholder w-100 h-100" />
            </div>
            <div className="card-body placeholder-glow">
              <span className="placeholder col-8 mb-2" />
              <span className="placeholder col-5 mb-2" />
              <span className="placeholder col-6" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
