/** How close to the end of the history the next page is already fetched. */
export const PREFETCH_DISTANCE_PX = 200;

export interface ScrollPosition {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** Whether the visible part of a scrolling area is within `distancePx` of its end. */
export function isNearEnd({ scrollTop, clientHeight, scrollHeight }: ScrollPosition, distancePx = PREFETCH_DISTANCE_PX): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= distancePx;
}
