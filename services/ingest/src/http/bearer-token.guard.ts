import { timingSafeEqual, createHash } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Config } from '@solana-hub/config';
import { Reflector } from '@nestjs/core';
import { CONFIG, isPublic } from '@solana-hub/runtime';

/** Every route of the ingest service but the @Public() ones takes `Authorization: Bearer ${INGEST_TOKEN}` and nothing else. */
@Injectable()
export class BearerTokenGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(
    @Inject(CONFIG) config: Config,
    private readonly reflector: Reflector,
  ) {
    this.expected = digest(config.ingestToken);
  }

  canActivate(context: ExecutionContext): boolean {
    if (isPublic(this.reflector, context.getHandler(), context.getClass())) return true;
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    // Comparing digests keeps the comparison constant-time whatever the length sent.
    if (scheme?.toLowerCase() !== 'bearer' || !token || !timingSafeEqual(digest(token), this.expected)) {
      throw new UnauthorizedException('Missing or wrong bearer token');
    }
    return true;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
