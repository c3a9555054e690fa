import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '@solana-hub/config';
import { CONFIG, PUBLIC_ROUTE } from '@solana-hub/runtime';
import { SessionStore } from './session-store.js';
import { sessionIdFromCookieHeader } from './session-cookie.js';


/** Every /api route needs a live session unless marked @Public(); /health and /metrics stay open. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.url.startsWith('/api/')) return true;
    const id = sessionIdFromCookieHeader(request.headers.cookie, this.config.sessionSecret);
    if (id && (await this.sessions.touch(id))) return true;
    throw new UnauthorizedException('Not logged in');
  }
}
