import { BadRequestException, Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import {
  loginRequestSchema,
  type ActionDone,
  type LoginResponse,
  actionDoneSchema,
  loginResponseSchema,
  sessionResponseSchema,
} from '@solana-hub/contracts';
import { CONFIG, LOGGER, Public, ZodPipe } from '@solana-hub/runtime';
import { RouteConfig } from '@nestjs/platform-fastify';
import { SessionStore } from './session-store.js';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '../http/security.js';
import { clearSessionCookie, sessionIdFromCookieHeader, setSessionCookie } from './session-cookie.js';
import { hasLiveSession } from './live-session.js';
import { passwordMatches } from './password-check.js';
import { NOT_LOGGED_IN } from './session.guard.js';
import { z } from 'zod';
import { ApiRoute, badRequest, ok, refused } from '../docs/api-route.js';

@Controller('api')
export class AuthController {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Public()
  @RouteConfig({ rateLimit: { max: LOGIN_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } })
  @ApiRoute({
    tag: 'session',
    summary: 'Log in with the shared password',
    description: 'Sets the session cookie. Limited to 10 attempts a minute per client address.',
    answers: [
      ok(loginResponseSchema),
      { status: 401, description: 'Wrong password', body: loginResponseSchema },
      badRequest,
      refused(429, 'Too many attempts (Retry-After)'),
    ],
  })
  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new ZodPipe(loginRequestSchema)) body: { password: string },
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    if (body.password === '') throw new BadRequestException('Please enter a password');
    if (!passwordMatches(body.password, this.config.appPassword)) {
      // The line fail2ban watches (docs/security.md): keep its words and fields as they are.
      this.logger.warn({ client: request.ip }, 'login refused');
      void reply.status(401);
      return { success: false, message: 'Invalid password' };
    }
    setSessionCookie(reply, await this.sessions.create(), request.protocol === 'https', this.config.sessionLifetimeMs / 1000);
    return { success: true, message: 'Login successful' };
  }

  @ApiRoute({ tag: 'session', summary: 'End this session, on every replica', answers: [ok(z.object({ success: z.boolean() }))] })
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ success: boolean }> {
    const id = sessionIdFromCookieHeader(request.headers.cookie, this.config.sessionSecret);
    if (!id) throw new UnauthorizedException(NOT_LOGGED_IN);
    await this.sessions.destroy(id);
    clearSessionCookie(reply);
    return { success: true };
  }

  /** Ends every session, this one included: for a password that leaked, or a device left logged in. */
  @ApiRoute({
    tag: 'session',
    summary: 'End every session, this one included',
    description:
      'Every browser and client logged in is sent back to the login page: its next request is refused 401, its live feed closed.',
    answers: [ok(actionDoneSchema)],
  })
  @Post('logout-everywhere')
  @HttpCode(200)
  async logoutEverywhere(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<ActionDone> {
    await this.sessions.destroyAll();
    this.logger.info({ client: request.ip }, 'logged out everywhere');
    clearSessionCookie(reply);
    return { success: true };
  }

  @Public()
  @ApiRoute({ tag: 'session', summary: 'Whether the caller is logged in', answers: [ok(sessionResponseSchema)] })
  @Get('session')
  async session(@Req() request: FastifyRequest): Promise<{ authenticated: boolean; demoFeed: boolean }> {
    return {
      authenticated: await hasLiveSession(this.sessions, request.headers.cookie, this.config.sessionSecret),
      demoFeed: this.config.demoFeed,
    };
  }
}
