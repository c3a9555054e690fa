import { templateIdSchema } from '@solana-hub/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import { templateQuery } from '../../../api/templates';
import { useToast } from '../../../ui/toast';
import { editStateOf } from './edit-state';
import type { WizardAction } from './wizard-state';

/**
 * ?edit={templateId}: loads the template and opens it at step 2. A template that cannot be
 * loaded (unknown id, server down, unreadable) leaves the wizard on a new template and says so.
 */
export function useEditedTemplate(editParam: string | null, dispatch: Dispatch<WizardAction>): { loading: boolean } {
  const toast = useToast();
  const templateId = editParam === null ? null : templateIdSchema.safeParse(editParam);
  const validId = templateId?.success ? templateId.data : null;
  const template = useQuery({ ...templateQuery(validId ?? 0), enabled: validId !== null });
  const failed = (templateId !== null && !templateId.success) || template.isError;

  useEffect(() => {
    if (!template.data) return;
    try {
      dispatch({ type: 'opened', state: editStateOf(template.data) });
    } catch (error) {
      console.error('Template could not be opened', error);
      toast({ title: 'Failed to load template', description: 'Could not load the template for editing', variant: 'error' });
    }
  }, [template.data, dispatch, toast]);

  useEffect(() => {
    if (failed) toast({ title: 'Failed to load template', description: 'Could not load the template for editing', variant: 'error' });
  }, [failed, toast]);

  return { loading: validId !== null && template.isPending };
}
