import { SetMetadata } from '@nestjs/common';

/** The metadata key a guard reads to tell a public route from a protected one. */
export const PUBLIC_ROUTE = 'public-route';

/**
 * Declares a route (or a controller's every route) open without a session: login, the session
 * check, health and metrics. Every other route is protected (DESIGN.md 8: closed by default),
 * whatever spelling of its path reached it.
 */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);
