import { BRAND_MARK, BRAND_NAME } from '../../lib/brand';

/**
 * The brand bar index.html paints before any script runs. It stays while a layout's chunk loads,
 * so the screen never goes blank between the first paint and the page.
 */
export function BootShell() {
  return (
    <div className="boot-shell" aria-hidden="true">
      <div className="site-navbar">
        <div className="container">
          <span className="brand-logo">
            <span className="brand-logo__mark">{BRAND_MARK}</span>
            <span className="brand-logo__word">{BRAND_NAME}</span>
          </span>
        </div>
      </div>
    </div>
  );
}
