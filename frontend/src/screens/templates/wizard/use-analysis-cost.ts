import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDebouncedValue } from '../../../time/use-debounced-value';
import { estimateAnalysisCost, type AnalysisCostInput } from './analysis-cost';

// An estimate per pause in typing, not per keystroke (each is four calls).
const ESTIMATE_PAUSE_MS = 600;

/**
 * The cost estimate of analysing the sample as it stands, while AI analysis is on, the server
 * has AI and a message is pasted; undefined otherwise. While a new estimate is on its way the
 * previous one stays, marked `updating`, so the figure does not flicker as the trader types.
 */
export function useAnalysisCost({ sample, instructions, models }: AnalysisCostInput, wanted: boolean) {
  const current = useMemo(() => ({ sample, instructions, models }), [sample, instructions, models]);
  const input = useDebouncedValue(current, ESTIMATE_PAUSE_MS);
  const enabled = wanted && input.sample.trim() !== '';
  const estimate = useQuery({
    queryKey: ['/api/ai/estimate-cost', input] as const,
    queryFn: () => estimateAnalysisCost(input),
    enabled,
    placeholderData: keepPreviousData,
  });
  if (!wanted || sample.trim() === '' || !estimate.data) return undefined;
  return { estimate: estimate.data, updating: estimate.isPlaceholderData || input !== current };
}
