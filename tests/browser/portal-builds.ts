// The portal builds the browser tests run against (each its own dist-<portal>/, built with
// VITE_PLATFORM=<portal>): named once for the global setup, which builds and serves them,
// and for the tests that open them (portal-sdk-support.ts).
export const PORTALS = ['crazygames', 'poki'] as const;
export type PortalName = (typeof PORTALS)[number];
