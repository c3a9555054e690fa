import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Config } from '@solana-hub/config';
import { Reflector } from '@nestjs/core';
import { CONFIG, isPublic } from '@solana-hub/runtime';
import { hasBearerToken } from './secrets.js';

export const BEARER_REFUSAL = 'Missing or wrong bearer token';

/** Every route of the ingest service but the @Public() ones takes `Authorization: Bearer ${INGEST_TOKEN}` and nothing else. */
@Injectable()
export class BearerTokenGuard implements CanActivate {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (isPublic(this.reflector, context.getHandler(), context.getClass())) return true;
    const { authorization } = context.switchToHttp().getRequest<FastifyRequest>().headers;
    if (!hasBearerToken(authorization, this.config.ingestToken)) throw new UnauthorizedException(BEARER_REFUSAL);
    return true;
  }
}
