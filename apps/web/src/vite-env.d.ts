/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The deployment's enterprise key, sent as X-AF-EID on every request. */
  readonly VITE_ENTERPRISE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
