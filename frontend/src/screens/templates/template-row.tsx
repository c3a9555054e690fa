import type { StoredTemplate } from '@solana-hub/contracts';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Switch } from '../../ui/switch';
import { TryButton, TryOnHistory } from './try/try-on-history';

export interface TemplateRowActions {
  onSwitch: (template: StoredTemplate, enabled: boolean) => void;
  onDuplicate: (template: StoredTemplate) => void;
  onDelete: (template: StoredTemplate) => void;
  /** a call for this template is under way */
  busy: boolean;
}

const iconButton =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-card border border-border bg-raised text-muted hover:border-accent hover:text-text disabled:cursor-progress disabled:opacity-60';

function createdDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

function StatusBadge({ enabled }: { enabled: boolean }) {
  return <span className={`tag ${enabled ? 'tag--green' : ''}`}>{enabled ? 'Active' : 'Disabled'}</span>;
}

/** One template: what it is called, whether it runs, and what can be done with it. */
export function TemplateRow({ template, actions }: { template: StoredTemplate; actions: TemplateRowActions }) {
  const label = template.display_name;
  return (
    <li
      data-testid="template-row"
      data-name={template.name}
      className={`flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card border border-border bg-surface px-4 py-3 ${template.enabled ? '' : 'opacity-80'}`}
    >
      <div className="min-w-0 flex-1 basis-64">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words" data-testid="template-display-name">
            {label}
          </span>
          <span className="tag tag--blue">Priority {template.priority}</span>
          <StatusBadge enabled={template.enabled} />
        </div>
        <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted">
          <code className="break-all">{template.name}</code>
          <span>Created {createdDate(template.created_at)}</span>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          checked={template.enabled}
          onChange={(enabled) => actions.onSwitch(template, enabled)}
          disabled={actions.busy}
          label={`${template.enabled ? 'Disable' : 'Enable'} ${label}`}
          testId="template-switch"
        />
        <TryOnHistory
          request={() => ({ template_id: template.template_id })}
          title={label}
          trigger={(open) => <TryButton onClick={open} className={iconButton} label={label} />}
          noReplay={template.enabled ? null : 'This template is switched off: switch it on, then replay, for it to read these messages.'}
        />
        <button
          type="button"
          className={iconButton}
          onClick={() => actions.onDuplicate(template)}
          disabled={actions.busy}
          aria-label={`Duplicate ${label}`}
          title="Duplicate"
        >
          <Copy size={15} aria-hidden />
        </button>
        <Link className={iconButton} to={paths.editTemplate(template.template_id)} aria-label={`Edit ${label}`} title="Edit">
          <Pencil size={15} aria-hidden />
        </Link>
        <button
          type="button"
          className={`${iconButton} hover:border-down hover:text-down`}
          onClick={() => actions.onDelete(template)}
          disabled={actions.busy}
          aria-label={`Delete ${label}`}
          title="Delete"
        >
          <Trash2 size={15} aria-hidden />
        </button>
      </div>
    </li>
  );
}
