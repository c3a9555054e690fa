import { alertRuleInputSchema, describeZodError, type AlertRule, type AlertRuleInput, type AlertSound } from '@solana-hub/contracts';
import { formatCompactMarketCap } from '../../format/figures';

/** The rule editor's fields as typed: numbers and lists are text until saved. */
export interface RuleForm {
  name: string;
  enabled: boolean;
  channels: string;
  minutes: string;
  calledBy: string;
  firstCallerInTop: string;
  firstCapMin: string;
  firstCapMax: string;
  multiples: string;
  confluenceAtLeast: string;
  messageTypes: string;
  mintRevoked: boolean;
  freezeRevoked: boolean;
  topHoldersBelow: string;
  telegram: boolean;
  browser: boolean;
  sound: AlertSound;
  webhookUrl: string;
}

export const emptyRuleForm: RuleForm = {
  name: '',
  enabled: true,
  channels: '',
  minutes: '',
  calledBy: '',
  firstCallerInTop: '',
  firstCapMin: '',
  firstCapMax: '',
  multiples: '',
  confluenceAtLeast: '',
  messageTypes: '',
  mintRevoked: false,
  freezeRevoked: false,
  topHoldersBelow: '',
  telegram: false,
  browser: true,
  sound: 'new-token',
  webhookUrl: '',
};

const list = (text: string) =>
  text
    .split(/[\s,]+/u)
    .map((item) => item.trim())
    .filter((item) => item !== '');
/** A number as typed ('1.5', '100k', '2m' for market caps), or undefined when empty; NaN stays for zod to refuse. */
function numberOf(text: string): number | undefined {
  const trimmed = text
    .trim()
    .toLowerCase()
    .replace(/[$,_\s]/gu, '');
  if (trimmed === '') return undefined;
  const scale = { k: 1e3, m: 1e6, b: 1e9 }[trimmed.slice(-1)];
  return scale ? Number(trimmed.slice(0, -1)) * scale : Number(trimmed);
}
const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The rule the form describes, or what is wrong with it (the server checks it again). */
export function ruleOfForm(form: RuleForm): { rule: AlertRuleInput } | { error: string } {
  const channels = numberOf(form.channels);
  const minutes = numberOf(form.minutes);
  const security = {
    ...(form.mintRevoked ? { mintRevoked: true } : {}),
    ...(form.freezeRevoked ? { freezeRevoked: true } : {}),
    ...(numberOf(form.topHoldersBelow) === undefined ? {} : { topHoldersBelowPercent: numberOf(form.topHoldersBelow) }),
  };
  const firstCap = { min: numberOf(form.firstCapMin), max: numberOf(form.firstCapMax) };
  const candidate = {
    name: form.name,
    enabled: form.enabled,
    conditions: {
      ...(channels !== undefined || minutes !== undefined ? { channelsWithin: { channels, minutes: minutes ?? 60 } } : {}),
      ...(list(form.calledBy).length > 0 ? { calledBy: list(form.calledBy) } : {}),
      ...(numberOf(form.firstCallerInTop) === undefined ? {} : { firstCallerInTop: numberOf(form.firstCallerInTop) }),
      ...(firstCap.min === undefined && firstCap.max === undefined
        ? {}
        : { firstMarketCap: Object.fromEntries(Object.entries(firstCap).filter(([, value]) => value !== undefined)) }),
      ...(list(form.multiples).length > 0 ? { multiples: list(form.multiples).map((item) => numberOf(item.replace(/x$/iu, ''))) } : {}),
      ...(numberOf(form.confluenceAtLeast) === undefined ? {} : { confluenceAtLeast: numberOf(form.confluenceAtLeast) }),
      ...(list(form.messageTypes).length > 0 ? { messageTypes: list(form.messageTypes) } : {}),
      ...(Object.keys(security).length > 0 ? { security } : {}),
    },
    actions: { telegram: form.telegram, browser: form.browser, sound: form.sound, webhookUrl: form.webhookUrl.trim() || null },
  };
  const parsed = alertRuleInputSchema.safeParse(candidate);
  return parsed.success ? { rule: parsed.data } : { error: describeZodError(parsed.error) };
}

/** A stored rule in the editor. */
export function formOfRule(rule: AlertRule): RuleForm {
  const { conditions: c, actions } = rule;
  return {
    name: rule.name,
    enabled: rule.enabled,
    channels: text(c.channelsWithin?.channels),
    minutes: text(c.channelsWithin?.minutes),
    calledBy: (c.calledBy ?? []).join(', '),
    firstCallerInTop: text(c.firstCallerInTop),
    firstCapMin: text(c.firstMarketCap?.min),
    firstCapMax: text(c.firstMarketCap?.max),
    multiples: (c.multiples ?? []).join(', '),
    confluenceAtLeast: text(c.confluenceAtLeast),
    messageTypes: (c.messageTypes ?? []).join(', '),
    mintRevoked: c.security?.mintRevoked ?? false,
    freezeRevoked: c.security?.freezeRevoked ?? false,
    topHoldersBelow: text(c.security?.topHoldersBelowPercent),
    telegram: actions.telegram,
    browser: actions.browser,
    sound: actions.sound,
    webhookUrl: actions.webhookUrl ?? '',
  };
}

/** A rule's conditions in words, one phrase each, for its card. */
export function describeConditions(rule: AlertRuleInput['conditions']): string[] {
  const { channelsWithin, calledBy, firstCallerInTop, firstMarketCap, multiples, confluenceAtLeast, messageTypes, security } = rule;
  return [
    channelsWithin ? `${channelsWithin.channels}+ channels within ${channelsWithin.minutes} min` : null,
    calledBy ? `called by ${calledBy.join(' or ')}` : null,
    firstCallerInTop === undefined ? null : `first called by a top ${firstCallerInTop} channel`,
    firstMarketCap
      ? `first market cap ${[firstMarketCap.min === undefined ? null : `≥ ${formatCompactMarketCap(firstMarketCap.min)}`, firstMarketCap.max === undefined ? null : `≤ ${formatCompactMarketCap(firstMarketCap.max)}`].filter(Boolean).join(' and ')}`
      : null,
    multiples ? `up ${multiples.map((multiple) => `${multiple}x`).join(', ')} since the first call` : null,
    confluenceAtLeast === undefined ? null : `confluence ≥ ${confluenceAtLeast}`,
    messageTypes ? `type ${messageTypes.join(' or ')}` : null,
    security
      ? [
          security.mintRevoked ? 'mint revoked' : null,
          security.freezeRevoked ? 'freeze revoked' : null,
          security.topHoldersBelowPercent === undefined ? null : `top 10 holders < ${security.topHoldersBelowPercent} %`,
        ]
          .filter(Boolean)
          .join(', ')
      : null,
  ].filter((phrase): phrase is string => phrase !== null);
}
