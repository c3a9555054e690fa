import type { AlertRuleInput, AlertRuleTestResponse, AlertSound } from '@solana-hub/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { failureDetail } from '../../api/http-error';
import { Select } from '../../ui/select';
import { Switch } from '../../ui/switch';
import { testAlertRule } from './rules-api';
import { ruleOfForm, type RuleForm } from './rule-form';

const soundOptions: ReadonlyArray<{ value: AlertSound; label: string }> = [
  { value: 'new-token', label: 'New-token chime' },
  { value: 'update', label: 'Update chime' },
  { value: 'none', label: 'No sound' },
];

interface Props {
  initial: RuleForm;
  saving: boolean;
  onSave: (rule: AlertRuleInput) => void;
  onCancel: () => void;
}

/** The editor of one rule: its conditions (all must hold), its actions, a test against the stored tokens. */
export function RuleEditor({ initial, saving, onSave, onCancel }: Props) {
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [test, setTest] = useState<AlertRuleTestResponse | null>(null);
  const [testing, setTesting] = useState(false);
  const set =
    <K extends keyof RuleForm>(key: K) =>
    (value: RuleForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const textField = (key: keyof RuleForm, label: string, placeholder = '', hint?: string) => (
    <Field label={label} hint={hint}>
      <input
        className="input"
        value={String(form[key])}
        placeholder={placeholder}
        data-testid={`rule-${key}`}
        onChange={(event) => set(key)(event.target.value)}
      />
    </Field>
  );
  const checked = (key: 'mintRevoked' | 'freezeRevoked' | 'telegram' | 'browser' | 'enabled', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <Switch checked={form[key]} onChange={set(key)} testId={`rule-${key}`} /> {label}
    </label>
  );

  const validRule = () => {
    const result = ruleOfForm(form);
    if ('error' in result) setProblem(result.error);
    else setProblem(null);
    return 'rule' in result ? result.rule : null;
  };
  const runTest = async () => {
    const rule = validRule();
    if (!rule) return;
    setTesting(true);
    try {
      setTest(await testAlertRule(rule.conditions));
    } catch (error) {
      setProblem(failureDetail(error) ?? 'The test failed');
    } finally {
      setTesting(false);
    }
  };

  return (
    <form
      className="grid gap-4 rounded-card border border-border p-4"
      data-testid="rule-editor"
      onSubmit={(event) => {
        event.preventDefault();
        const rule = validRule();
        if (rule) onSave(rule);
      }}
    >
      {textField('name', 'Name', 'Early whales')}
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 font-semibold">When a token meets every condition filled in</legend>
        {textField('channels', 'Called by at least N channels', '3')}
        {textField('minutes', '… within minutes', '10')}
        {textField('calledBy', 'Called by one of these chat ids', '-1001234567890')}
        {textField('firstCallerInTop', 'First called by a top-N channel', '10', 'Channels ranking, most calls in 7 days')}
        {textField('firstCapMin', 'First market cap from', '20k')}
        {textField('firstCapMax', 'First market cap up to', '200k')}
        {textField('multiples', 'Up since the first call (x)', '2, 5, 10', 'fires once per multiple reached')}
        {textField('confluenceAtLeast', 'Confluence score at least', '2')}
        {textField('messageTypes', 'Message types', 'insider, whale_buy')}
        {textField('topHoldersBelow', 'Top 10 holders below %', '30')}
        <div className="flex flex-col justify-end gap-2">
          {checked('mintRevoked', 'Mint authority revoked')}
          {checked('freezeRevoked', 'Freeze authority revoked')}
        </div>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 font-semibold">Tell me</legend>
        <div className="flex flex-col gap-2">
          {checked('browser', 'In the browser (notification and toast)')}
          {checked('telegram', 'On Telegram (TELEGRAM_NOTIFY_CHAT_ID)')}
          {checked('enabled', 'Rule on')}
        </div>
        <Select label="Sound" showLabel value={form.sound} options={soundOptions} onChange={set('sound')} testId="rule-sound" />
        {textField('webhookUrl', 'Webhook URL', 'https://example.com/hook', 'signed JSON POST, see the docs')}
      </fieldset>
      {problem ? (
        <p className="notice notice--error" role="alert" data-testid="rule-problem">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="button button--primary" disabled={saving} data-testid="rule-save">
          Save rule
        </button>
        <button type="button" className="button" disabled={testing} onClick={() => void runTest()} data-testid="rule-test">
          Test against history
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {test ? <TestResult answer={test} /> : null}
    </form>
  );
}

function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm">
      <span className="text-muted">{label}</span>
      {children}
      {hint ? <span className="text-xs text-muted">{hint}</span> : null}
    </label>
  );
}

function TestResult({ answer }: { answer: AlertRuleTestResponse }) {
  return (
    <div data-testid="rule-test-result" className="text-sm">
      <p className="m-0">
        Would have fired for {answer.matches.length} of the {answer.checked} newest tokens{answer.matches.length > 0 ? ':' : '.'}
      </p>
      <ul className="m-0 mt-1 grid gap-1 pl-5">
        {answer.matches.slice(0, 50).map((match) => (
          <li key={match.token_address}>
            <Link to={paths.history(match.token_address)}>{match.token_name ?? match.token_address.slice(0, 8)}</Link>
            {match.token_symbol ? ` ($${match.token_symbol})` : ''}
            {match.multiples.length > 0 ? ` · ${match.multiples.map((multiple) => `${multiple}x`).join(', ')}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
