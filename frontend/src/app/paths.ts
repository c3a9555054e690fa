/** Routes of spec section 2 that exist so far. */
export const paths = {
  login: '/login',
  dashboard: '/',
} as const;
