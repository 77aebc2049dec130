// Build-time settings read by src/platform (set in the environment of `npm run build`).
interface ImportMetaEnv {
  /** Portal adapter for this build (src/platform/platform.ts); unset or 'none' for no portal. */
  readonly VITE_PLATFORM?: string;
  /** The online server (http(s) origin) when it is not the page's own (docs/online.md). */
  readonly VITE_ONLINE_URL?: string;
}
