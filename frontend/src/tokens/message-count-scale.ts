/** Step of the message-count badge's colour scale: 1 to 7, where 7 means 7 or more. */
export function messageCountStep(count: number): number {
  return Math.min(Math.max(Math.floor(count), 1), 7);
}
