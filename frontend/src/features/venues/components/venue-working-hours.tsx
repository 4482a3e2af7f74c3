import { ClockIcon } from '../../../components/icons';
import { useGetVenueWorkingHoursQuery } from '../api';
import { WEEK_ORDER, workingHoursText } from './working-hours-text';
import { useLocale, useMessages } from '../../../lib/locale';
import { weekdayName } from '../../../lib/weekday';

interface VenueWorkingHoursProps {
  clubId: string;
  /** The footer's dark variant or the light one of the venue page. */
  variant?: 'footer' | 'page';
}

/** The week's opening hours of a venue, Monday to Sunday, today marked. */
export function VenueWorkingHours({ clubId, variant = 'footer' }: VenueWorkingHoursProps) {
  const { data: days, isLoading, isError } = useGetVenueWorkingHoursQuery(clubId, { skip: !clubId });
  const today = new Date().getDay();
  const locale = useLocale();
  const t = useMessages();
  const closed = t('hours.closed');

  return (
    <section className={`venue-hours venue-hours--${variant}`} aria-label={t('hours.title')} data-testid="venue-working-hours">
      <h2 className={variant === 'footer' ? 'site-footer__heading' : 'venue-section-title'}>
        {variant === 'page' && <ClockIcon size={20} className="me-2" />}
        {t('hours.title')}
      </h2>
      {isLoading ? (
        <div className="placeholder-glow" aria-hidden="true">
          {WEEK_ORDER.map((index) => (
            <span key={index} className="placeholder col-10 mb-2 d-block" />
          ))}
        </div>
      ) : isError ? (
        <p className="small mb-0 opacity-75">{t('hours.unavailable')}</p>
      ) : (
        <ul className="list-unstyled venue-hours__list mb-0">
          {WEEK_ORDER.map((index) => {
            const day = days?.find((entry) => entry.dayIndex === index);
            const text = workingHoursText(day, locale);
            return (
              <li key={index} className={`venue-hours__day ${index === today ? 'is-today' : ''}`}>
                <span>{weekdayName(index, locale)}</span>
                <span className={text === closed ? 'venue-hours__closed' : ''}>{text}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
