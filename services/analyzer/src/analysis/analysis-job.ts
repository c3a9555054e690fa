/**
 * The extractor queues `first_<address>` for every new token; nobody waits for those. Every
 * other analysis job (the gateway's `full_…`) has a trader waiting on the analysis page.
 */
export function isBackgroundAnalysis(jobId: string | undefined): boolean {
  return jobId?.startsWith('first_') ?? false;
}
