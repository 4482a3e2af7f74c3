import { useMessages } from '../lib/locale';
import './slider-dots.css';

/** One button per slide of an auto-advancing slider; the shown one is wider. Placed by `className`. */
export function SliderDots({ count, shown, onChoose, label, className }: { count: number; shown: number; onChoose: (index: number) => void; label: string; className: string }) {
  const t = useMessages();
  return (
    <div className={`slider-dots ${className}`} role="group" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={`slider-dots__dot ${index === shown ? 'is-active' : ''}`}
          aria-label={t('site.slide', { number: index + 1 })}
          aria-pressed={index === shown}
          onClick={() => onChoose(index)}
        />
      ))}
    </div>
  );
}
