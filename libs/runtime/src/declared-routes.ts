import { RequestMethod, type INestApplicationContext, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { isPublic } from './public-route.js';
import { routeInputs, type RouteInputs } from './route-inputs.js';

export interface DeclaredRoute {
  /** GET, POST, ... */
  method: string;
  /** As the router registers it: '/api/tokens/:address'. */
  path: string;
  /** Declared @Public(): answered without a session (or token). */
  public: boolean;
  /** The handler, whose own metadata (an API reference's, say) a reader looks up. */
  handler: (...args: unknown[]) => unknown;
  /** The zod schemas its parameters are parsed with. */
  inputs: RouteInputs;
}

/**
 * Every route the service's controllers declare, with whether it is open, read from the same
 * metadata Nest routes by and the guards decide by. The route audits compare it with the routes
 * the HTTP server actually registered.
 */
export function declaredRoutes(app: INestApplicationContext): DeclaredRoute[] {
  return routesDeclaredIn(new DiscoveryService(app.get(ModulesContainer)), app.get(Reflector));
}

/** The same, from inside the application: a provider that has the discovery service injected. */
export function routesDeclaredIn(discovery: DiscoveryService, reflector: Reflector): DeclaredRoute[] {
  const scanner = new MetadataScanner();
  const routes: DeclaredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as Type | null;
    if (!controller) continue;
    const prefixes = pathsOf(controller);
    const prototype = controller.prototype as Record<string, (...args: unknown[]) => unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      if (!handler) continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const open = isPublic(reflector, handler, controller);
      const inputs = routeInputs(controller, name);
      for (const prefix of prefixes) {
        for (const path of pathsOf(handler)) {
          routes.push({ method: RequestMethod[method], path: joinPath(prefix, path), public: open, handler, inputs });
        }
      }
    }
  }
  return routes;
}

function pathsOf(target: object): string[] {
  const paths = (Reflect.getMetadata(PATH_METADATA, target) ?? '/') as string | string[];
  return Array.isArray(paths) ? paths : [paths];
}

function joinPath(...parts: string[]): string {
  return `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
}
