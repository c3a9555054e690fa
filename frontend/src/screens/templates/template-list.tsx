import type { StoredTemplate } from '@solana-hub/contracts';
import { useQuery } from '@tanstack/react-query';
import { FileText, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { templatesQuery, useDeleteTemplate, useDuplicateTemplate, useSetTemplateEnabled } from '../../api/templates';
import { paths } from '../../app/paths';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';
import { TemplateActionError } from './template-action-error';
import { templateCounts } from './template-counts';
import { TemplateRow, type TemplateRowActions } from './template-row';
import { TemplateStats } from './template-stats';

function EmptyState() {
  return (
    <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-border bg-surface px-4 py-12 text-center">
      <FileText size={36} className="text-muted" aria-hidden />
      <p className="m-0 text-lg font-semibold">No templates created yet</p>
      <Link className="button button--primary" to={paths.wizard}>
        Create your first template
      </Link>
    </div>
  );
}

/** The three template actions with their toasts; a failure stays as the last error. */
function useTemplateActions() {
  const toast = useToast();
  const setEnabled = useSetTemplateEnabled();
  const duplicate = useDuplicateTemplate();
  const remove = useDeleteTemplate();
  const [lastError, setLastError] = useState<Error | null>(null);
  const onError = (error: Error) => setLastError(error);
  const pendingId = [
    setEnabled.isPending ? setEnabled.variables.templateId : null,
    duplicate.isPending ? duplicate.variables.template_id : null,
    remove.isPending ? remove.variables : null,
  ];

  const actionsFor = (template: StoredTemplate, askToDelete: (template: StoredTemplate) => void): TemplateRowActions => ({
    busy: pendingId.includes(template.template_id),
    onSwitch: (_template, enabled) => {
      setLastError(null);
      setEnabled.mutate(
        { templateId: template.template_id, enabled },
        {
          onSuccess: () => toast({ title: 'Template updated', description: 'Template status has been changed', variant: 'success' }),
          onError,
        },
      );
    },
    onDuplicate: () => {
      setLastError(null);
      duplicate.mutate(template, {
        onSuccess: () =>
          toast({ title: 'Template duplicated', description: 'A copy of the template has been created', variant: 'success' }),
        onError,
      });
    },
    onDelete: askToDelete,
  });

  const deleteTemplate = (template: StoredTemplate) => {
    setLastError(null);
    remove.mutate(template.template_id, {
      onSuccess: () => toast({ title: 'Template deleted', description: 'The template has been removed', variant: 'success' }),
      onError,
    });
  };

  return { actionsFor, deleteTemplate, lastError, dismissError: () => setLastError(null) };
}

/** /templates: the message templates the extractor classifies alerts with. */
export function TemplateList() {
  const templates = useQuery(templatesQuery);
  const { actionsFor, deleteTemplate, lastError, dismissError } = useTemplateActions();
  const [toDelete, setToDelete] = useState<StoredTemplate | null>(null);
  const list = templates.data ?? [];

  return (
    <section className="mx-auto max-w-5xl">
      <title>Message Templates · Solana Hub</title>
      <header className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1>Message Templates</h1>
          <p className="m-0 text-muted">Templates recognise each channel's alerts and pick out their fields.</p>
        </div>
        <Link className="button button--primary" to={paths.wizard}>
          <Sparkles size={16} aria-hidden />
          Create Template with AI Wizard
        </Link>
      </header>

      {lastError && <TemplateActionError error={lastError} onDismiss={dismissError} />}
      {templates.isError && (
        <div className="notice notice--error" role="alert">
          <span>
            {templates.data ? 'Updates paused: ' : 'Could not load templates: '}
            {templates.error.message}
          </span>
          <button type="button" className="button" onClick={() => void templates.refetch()}>
            Retry
          </button>
        </div>
      )}

      <TemplateStats counts={templateCounts(list)} />

      {templates.isPending && <p className="page-status">Loading templates…</p>}
      {templates.data?.length === 0 && <EmptyState />}
      {list.length > 0 && (
        <ul className="m-0 grid list-none gap-2 p-0" aria-label="Templates">
          {list.map((template) => (
            <TemplateRow key={template.template_id} template={template} actions={actionsFor(template, setToDelete)} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete Template"
        description="Are you sure you want to delete this template? This action cannot be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (toDelete) deleteTemplate(toDelete);
        }}
      />
    </section>
  );
}
