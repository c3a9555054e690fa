/** Columns of the token table; header and rows share one grid. */
export const tokenColumns = ['Name', 'Symbol & Address', 'Description', 'Market Cap', 'Latest Message', 'First Seen', 'Links'] as const;

export const tokenGrid =
  'grid grid-cols-[minmax(10rem,1.1fr)_9.5rem_minmax(12rem,2fr)_8.5rem_10.5rem_7rem_14.25rem] items-start gap-x-4 px-4';
