import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '@solana-hub/config';
import { CONFIG, isPublic } from '@solana-hub/runtime';
import { SessionStore } from './session-store.js';
import { hasLiveSession } from './live-session.js';

export const NOT_LOGGED_IN = 'Not logged in';

/**
 * Every route needs a live session unless it is declared @Public() (closed by
 * default, so a route that forgets to declare itself is protected). The decision is made on the handler Nest matched, never on the URL: however a path
 * is spelled, if it reaches a handler, that handler's declaration decides.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (isPublic(this.reflector, context.getHandler(), context.getClass())) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (await hasLiveSession(this.sessions, request.headers.cookie, this.config.sessionSecret)) return true;
    throw new UnauthorizedException(NOT_LOGGED_IN);
  }
}
