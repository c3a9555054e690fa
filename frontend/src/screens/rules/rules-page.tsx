import type { AlertFiring, AlertRule, DeliveryStatus } from '@solana-hub/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { failureDetail } from '../../api/http-error';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Switch } from '../../ui/switch';
import { useToast } from '../../ui/toast';
import { NotificationPermissionButton } from '../../alerts/notification-permission';
import { RuleEditor } from './rule-editor';
import { ToastTypeSwitches } from './toast-type-switches';
import { describeConditions, emptyRuleForm, formOfRule } from './rule-form';
import { alertFiringsQuery, alertRulesQuery, useAlertRuleChanges } from './rules-api';
import { formatCompactMarketCap } from '../../format/figures';
import { TableScroll } from '../../ui/table-scroll';

/** /rules: the trader's alert rules, and what they fired for. */
export function RulesPage() {
  const rules = useQuery(alertRulesQuery);
  const firings = useQuery(alertFiringsQuery);
  const { save, switchRule, remove } = useAlertRuleChanges();
  const toast = useToast();
  const [editing, setEditing] = useState<AlertRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const failed = (title: string) => (error: Error) => toast({ title, description: failureDetail(error), variant: 'error' });

  return (
    <section className="mx-auto grid max-w-7xl gap-5">
      <title>Rules · Solana Hub</title>
      <header className="flex flex-wrap items-end gap-3">
        <div className="flex-1">
          <h1>Rules</h1>
          <p className="m-0 text-muted">
            Be told when a token meets your conditions: in this browser, on Telegram or at a webhook. Each rule fires once per token (once
            per multiple for a rule on multiples).
          </p>
        </div>
        <NotificationPermissionButton />
        <button type="button" className="button button--primary" onClick={() => setEditing('new')} data-testid="new-rule">
          <Plus size={15} aria-hidden /> New rule
        </button>
      </header>

      {editing ? (
        <RuleEditor
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? emptyRuleForm : formOfRule(editing)}
          saving={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={(rule) =>
            save.mutate(
              { id: editing === 'new' ? null : editing.id, rule },
              {
                onSuccess: () => {
                  setEditing(null);
                  toast({ title: 'Rule saved', variant: 'success' });
                },
                onError: failed('Failed to save the rule'),
              },
            )
          }
        />
      ) : null}

      {rules.isError ? (
        <div className="notice notice--error" role="alert">
          <span>Could not load the rules: {rules.error.message}</span>
        </div>
      ) : null}
      {rules.data?.length === 0 ? <p className="page-status">No rules yet.</p> : null}
      <ul className="m-0 grid list-none gap-3 p-0" data-testid="rule-list">
        {rules.data?.map((rule) => (
          <li key={rule.id} className="flex flex-wrap items-center gap-3 rounded-card border border-border p-3" data-testid="rule">
            <Switch
              checked={rule.enabled}
              label={`${rule.name} on`}
              onChange={(enabled) => switchRule.mutate({ id: rule.id, enabled }, { onError: failed('Failed to switch the rule') })}
            />
            <div className="min-w-0 flex-1">
              <div className="font-semibold">{rule.name}</div>
              <div className="text-sm text-muted">{describeConditions(rule.conditions).join(' · ')}</div>
              <div className="text-xs text-muted">
                {[
                  rule.actions.browser ? 'browser' : null,
                  rule.actions.telegram ? 'Telegram' : null,
                  rule.actions.webhookUrl ? 'webhook' : null,
                ]
                  .filter(Boolean)
                  .join(', ') || 'listed here only'}
                {rule.actions.webhookUrl ? (
                  <>
                    {' '}
                    · secret <code className="select-all">{rule.webhook_secret}</code>
                  </>
                ) : null}
              </div>
            </div>
            <button type="button" className="button" onClick={() => setEditing(rule)}>
              Edit
            </button>
            <button type="button" className="button button--ghost" onClick={() => setDeleting(rule)}>
              Delete
            </button>
          </li>
        ))}
      </ul>

      <h2 className="m-0">Fired</h2>
      <FiringList firings={firings.data ?? []} />

      <ToastTypeSwitches />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this rule?"
        description={`"${deleting?.name ?? ''}" and the list of what it fired for are deleted.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onError: failed('Failed to delete the rule') });
          setDeleting(null);
        }}
      />
    </section>
  );
}

/** `unknown`: the message may or may not have arrived (its sender stopped mid-send), and is not sent again. */
const statusWords: Record<DeliveryStatus, string> = {
  pending: 'pending',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
  unknown: 'delivery unknown',
};

function deliveryText(firing: AlertFiring): string {
  return Object.entries(firing.deliveries)
    .map(([channel, result]) => `${channel}: ${statusWords[result.status]}${result.detail ? ` (${result.detail})` : ''}`)
    .join(' · ');
}

function FiringList({ firings }: { firings: AlertFiring[] }) {
  if (firings.length === 0) return <p className="page-status">Nothing fired yet.</p>;
  return (
    <TableScroll label="Firings">
      <table className="token-table" data-testid="firing-list">
        <thead>
          <tr>
            <th>When</th>
            <th>Rule</th>
            <th>Token</th>
            <th>Market cap</th>
            <th>Channel</th>
            <th>Sent</th>
          </tr>
        </thead>
        <tbody>
          {firings.map((firing) => (
            <tr key={firing.id}>
              <td>{new Date(firing.fired_at).toLocaleString()}</td>
              <td>
                {firing.notice.rule_name}
                {firing.notice.multiple === null ? '' : ` · ${firing.notice.multiple.toFixed(1)}x`}
              </td>
              <td>
                <Link to={paths.history(firing.notice.token_address)}>
                  {firing.notice.token_name ?? firing.notice.token_address.slice(0, 8)}
                </Link>
                {firing.notice.token_symbol ? ` $${firing.notice.token_symbol}` : ''}
              </td>
              <td>{firing.notice.market_cap === null ? '—' : formatCompactMarketCap(firing.notice.market_cap)}</td>
              <td>{firing.notice.channel ?? '—'}</td>
              <td className="text-sm">{deliveryText(firing) || 'browser only'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
