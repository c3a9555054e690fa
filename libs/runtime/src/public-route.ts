import { SetMetadata, type ExecutionContext, type Type } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

/** The metadata key a guard reads to tell a public route from a protected one. */
const PUBLIC_ROUTE = 'public-route';

/**
 * Declares a route (or a controller's every route) open without a session: login, the session
 * check and health. Every other route is protected (closed by default, so a forgotten declaration fails safe),
 * whatever spelling of its path reached it.
 */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/**
 * Whether a handler was declared @Public(), on itself or on its controller: the one reading of
 * the declaration, for the guards and for the list of open routes.
 */
export function isPublic(reflector: Reflector, handler: ReturnType<ExecutionContext['getHandler']>, controller: Type): boolean {
  return reflector.getAllAndOverride<boolean | undefined>(PUBLIC_ROUTE, [handler, controller]) === true;
}
