/** Columns of the token table; header and rows share one grid. */
export const tokenColumns = ['Name', 'Symbol & Address', 'Description', 'Market Cap', 'Latest Message', 'First Seen', 'Links'] as const;

export const tokenGrid =
  'grid grid-cols-[minmax(12rem,1.5fr)_9.5rem_minmax(12rem,1.7fr)_8.5rem_10.5rem_6.5rem_15rem] items-start gap-x-4 px-4';
