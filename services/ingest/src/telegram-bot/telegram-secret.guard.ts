import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Config } from '@solana-hub/config';
import { CONFIG } from '@solana-hub/runtime';
import { sameSecret } from '../http/secrets.js';
import { WEBHOOK_SECRET_HEADER, webhookSecretOf } from './webhook-secret.js';

/** Lets in only requests that carry the webhook's secret_token, as Telegram's deliveries do. */
@Injectable()
export class TelegramSecretGuard implements CanActivate {
  private readonly secret: string;

  constructor(@Inject(CONFIG) config: Config) {
    if (!config.telegramBotToken) throw new Error('The Telegram webhook needs TELEGRAM_BOT_TOKEN');
    this.secret = webhookSecretOf(config.telegramBotToken);
  }

  canActivate(context: ExecutionContext): boolean {
    const sent = context.switchToHttp().getRequest<FastifyRequest>().headers[WEBHOOK_SECRET_HEADER];
    if (typeof sent !== 'string' || !sameSecret(sent, this.secret))
      throw new UnauthorizedException('Missing or wrong Telegram secret token');
    return true;
  }
}
