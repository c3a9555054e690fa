import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  alertFiringsQuerySchema,
  alertRuleIdSchema,
  alertRuleInputSchema,
  alertRuleSwitchSchema,
  alertRuleTestSchema,
  type ActionDone,
  type AlertFiring,
  type AlertRule,
  type AlertRuleInput,
  type AlertRuleTestResponse,
  actionDoneSchema,
  alertFiringSchema,
  alertRuleSchema,
  alertRuleTestResponseSchema,
} from '@solana-hub/contracts';
import {
  createAlertRule,
  deleteAlertRule,
  findAlertRule,
  listAlertRules,
  listFirings,
  setAlertRuleEnabled,
  updateAlertRule,
  type Database,
} from '@solana-hub/db';
import { DATABASE, ZodPipe } from '@solana-hub/runtime';
import { z } from 'zod';
import { testAgainstHistory } from './history-test.js';
import { ApiRoute, badRequest, noSuchItem, ok } from '../docs/api-route.js';

const ruleId = new ZodPipe(alertRuleIdSchema);
const ruleBody = new ZodPipe(alertRuleInputSchema);
/** Rules are checked on every change of every token: a bound, not a quota. */
export const MAX_ALERT_RULES = 200;

/**
 * The trader's alert rules (docs/api.md, "Alert rules"): list, create, replace, switch on or
 * off, delete, test against the stored tokens, and the firings. The analyzer checks them.
 */
@Controller('api/alert-rules')
export class AlertRulesController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  @ApiRoute({
    tag: 'alert rules',
    summary: 'Every alert rule, oldest first, with its webhook secret',
    answers: [ok(alertRuleSchema.array())],
  })
  @Get()
  list(): Promise<AlertRule[]> {
    return listAlertRules(this.db);
  }

  @ApiRoute({
    tag: 'alert rules',
    summary: 'Make a rule (conditions combined with AND; at most 200 rules); it gets a webhook secret of its own',
    answers: [ok(alertRuleSchema, 'The stored rule'), badRequest],
  })
  @Post()
  async create(@Body(ruleBody) body: AlertRuleInput): Promise<AlertRule> {
    if ((await listAlertRules(this.db)).length >= MAX_ALERT_RULES) {
      throw new BadRequestException(`alert rules: at most ${MAX_ALERT_RULES}; delete one to add another`);
    }
    return createAlertRule(this.db, body);
  }

  /** Which stored tokens the conditions would have fired for; nothing is sent or recorded. */
  @ApiRoute({
    tag: 'alert rules',
    summary: 'Which of the newest 5,000 stored tokens the conditions match now (at most 200 listed); nothing is sent',
    answers: [ok(alertRuleTestResponseSchema), badRequest],
  })
  @Post('test')
  @HttpCode(200)
  test(@Body(new ZodPipe(alertRuleTestSchema)) body: z.infer<typeof alertRuleTestSchema>): Promise<AlertRuleTestResponse> {
    return testAgainstHistory(this.db, body.conditions);
  }

  @ApiRoute({
    tag: 'alert rules',
    summary: 'Firings newest first, of one rule or all, with how each delivery went',
    answers: [ok(alertFiringSchema.array()), badRequest],
  })
  @Get('firings')
  firings(@Query(new ZodPipe(alertFiringsQuerySchema)) query: z.infer<typeof alertFiringsQuerySchema>): Promise<AlertFiring[]> {
    return listFirings(this.db, { ruleId: query.rule, before: query.before, limit: query.limit });
  }

  @ApiRoute({ tag: 'alert rules', summary: 'One rule', answers: [ok(alertRuleSchema), badRequest, noSuchItem] })
  @Get(':id')
  async get(@Param('id', ruleId) id: number): Promise<AlertRule> {
    return found(await findAlertRule(this.db, id), id);
  }

  @ApiRoute({
    tag: 'alert rules',
    summary: 'Replace a rule; its secret and firings stay',
    answers: [ok(alertRuleSchema), badRequest, noSuchItem],
  })
  @Put(':id')
  async update(@Param('id', ruleId) id: number, @Body(ruleBody) body: AlertRuleInput): Promise<AlertRule> {
    return found(await updateAlertRule(this.db, id, body), id);
  }

  @ApiRoute({ tag: 'alert rules', summary: 'Switch a rule on or off', answers: [ok(alertRuleSchema), badRequest, noSuchItem] })
  @Put(':id/enabled')
  async switch(@Param('id', ruleId) id: number, @Body(new ZodPipe(alertRuleSwitchSchema)) body: { enabled: boolean }): Promise<AlertRule> {
    return found(await setAlertRuleEnabled(this.db, id, body.enabled), id);
  }

  @ApiRoute({ tag: 'alert rules', summary: 'Delete a rule and its firings', answers: [ok(actionDoneSchema), badRequest, noSuchItem] })
  @Delete(':id')
  @HttpCode(200)
  async delete(@Param('id', ruleId) id: number): Promise<ActionDone> {
    if (!(await deleteAlertRule(this.db, id))) throw notFound(id);
    return { success: true };
  }
}

function notFound(id: number): NotFoundException {
  return new NotFoundException(`Alert rule not found: ${id}`);
}

function found(rule: AlertRule | null, id: number): AlertRule {
  if (!rule) throw notFound(id);
  return rule;
}
