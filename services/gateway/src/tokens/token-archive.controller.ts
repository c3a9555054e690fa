import { Controller, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { tokenAddressSchema, type ActionDone, actionDoneSchema } from '@solana-hub/contracts';
import { setTokenArchived, type Database } from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { DashboardVersion } from '../responses/dashboard-version.js';
import { ApiRoute, badRequest, noSuchItem, ok } from '../docs/api-route.js';

/** POST /api/tokens/:address/archive and /unarchive: move a token off and back onto the dashboard. */
@Controller('api/tokens')
export class TokenArchiveController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    private readonly dashboard: DashboardVersion,
  ) {}

  @ApiRoute({ tag: 'archived', summary: 'Archive a token (off the dashboard)', answers: [ok(actionDoneSchema), badRequest, noSuchItem] })
  @Post(':address/archive')
  @HttpCode(200)
  async archive(@Param('address', new ZodPipe(tokenAddressSchema)) address: string): Promise<ActionDone> {
    return this.setArchived(address, true);
  }

  @ApiRoute({ tag: 'archived', summary: 'Bring an archived token back', answers: [ok(actionDoneSchema), badRequest, noSuchItem] })
  @Post(':address/unarchive')
  @HttpCode(200)
  async unarchive(@Param('address', new ZodPipe(tokenAddressSchema)) address: string): Promise<ActionDone> {
    return this.setArchived(address, false);
  }

  private async setArchived(address: string, archived: boolean): Promise<ActionDone> {
    if (!(await setTokenArchived(this.db, address, archived))) throw new NotFoundException(`Token not found: ${address}`);
    // This browser refreshes both lists next; other replicas see it within fingerprintTrustMs.
    this.dashboard.changed();
    return { success: true };
  }
}
