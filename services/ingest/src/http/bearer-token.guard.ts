import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Config } from '@solana-hub/config';
import { Reflector } from '@nestjs/core';
import { CONFIG, isPublic } from '@solana-hub/runtime';
import { sameSecret } from './same-secret.js';

/** Every route of the ingest service but the @Public() ones takes `Authorization: Bearer ${INGEST_TOKEN}` and nothing else. */
@Injectable()
export class BearerTokenGuard implements CanActivate {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (isPublic(this.reflector, context.getHandler(), context.getClass())) return true;
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token || !sameSecret(token, this.config.ingestToken)) {
      throw new UnauthorizedException('Missing or wrong bearer token');
    }
    return true;
  }
}
