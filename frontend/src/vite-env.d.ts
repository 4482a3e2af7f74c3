/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the 'Paketi' navigation item points (an external page). */
  readonly VITE_PACKAGES_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
