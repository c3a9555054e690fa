import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** The router catches errors thrown while rendering a route; show them like any render error. */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error('Route error', error);
  return <ErrorScreen error={error} />;
}
