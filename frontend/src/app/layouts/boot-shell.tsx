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
            <span className="brand-logo__mark">iz</span>
            <span className="brand-logo__word">Izlazak</span>
          </span>
        </div>
      </div>
    </div>
  );
}
