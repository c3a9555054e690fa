import { actionDoneSchema, storedTemplateSchema, type StoredTemplate } from '@solana-hub/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonHeaders, requestParsed } from './request-json';

/** Message templates over REST (/api/templates). */

export const templatesPath = '/api/templates';
const templateListSchema = storedTemplateSchema.array();

const templatePath = (templateId: number) => `${templatesPath}/${templateId}`;

/** Every template, highest priority first, polled every 5 s. */
export const templatesQuery = queryOptions({
  queryKey: [templatesPath] as const,
  queryFn: ({ signal }): Promise<StoredTemplate[]> => requestParsed(templateListSchema, templatesPath, { signal }),
  refetchInterval: 5_000,
});

/** One template, as the wizard opens it for editing. */
export function templateQuery(templateId: number) {
  return queryOptions({
    queryKey: [templatePath(templateId)] as const,
    queryFn: ({ signal }): Promise<StoredTemplate> => requestParsed(storedTemplateSchema, templatePath(templateId), { signal }),
  });
}

/** What a duplicate is created from: name_copy, 'Name (Copy)', and the copy starts disabled. */
export function duplicateBody(template: StoredTemplate) {
  return {
    name: `${template.name}_copy`,
    display_name: `${template.display_name} (Copy)`,
    enabled: false,
    priority: template.priority,
    sample_message: template.sample_message,
  };
}

function send(method: 'POST' | 'PUT', body: unknown): RequestInit {
  return { method, headers: jsonHeaders, body: JSON.stringify(body) };
}

/** Runs a template call; a failure is rethrown under the screen's text ('Failed to delete template'), the cause kept. */
async function failingAs<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    throw new Error(message, { cause });
  }
}

function useTemplateMutation<V, T>(failure: string, call: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => failingAs(failure, () => call(variables)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesQuery.queryKey }),
  });
}

/** PUT {enabled}: the enable switch. */
export function useSetTemplateEnabled() {
  return useTemplateMutation('Failed to update template', ({ templateId, enabled }: { templateId: number; enabled: boolean }) =>
    requestParsed(storedTemplateSchema, templatePath(templateId), send('PUT', { enabled })),
  );
}

/** POST of a disabled copy. */
export function useDuplicateTemplate() {
  return useTemplateMutation('Failed to duplicate template', (template: StoredTemplate) =>
    requestParsed(storedTemplateSchema, templatesPath, send('POST', duplicateBody(template))),
  );
}

export function useDeleteTemplate() {
  return useTemplateMutation('Failed to delete template', (templateId: number) =>
    requestParsed(actionDoneSchema, templatePath(templateId), { method: 'DELETE' }),
  );
}

/** The wizard's save: a new template (POST), or the whole of an edited one (PUT). */
export function saveTemplate(body: unknown, editingId: number | null): Promise<StoredTemplate> {
  return editingId === null
    ? requestParsed(storedTemplateSchema, templatesPath, send('POST', body))
    : requestParsed(storedTemplateSchema, templatePath(editingId), send('PUT', body));
}

/** The wizard's save as a mutation that refreshes the list it returns to. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, editingId }: { body: unknown; editingId: number | null }) => saveTemplate(body, editingId),
    onSuccess: (_saved, { editingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: templatesQuery.queryKey }),
        editingId === null ? undefined : queryClient.invalidateQueries({ queryKey: templateQuery(editingId).queryKey }),
      ]),
  });
}
