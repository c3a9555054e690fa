import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../screens/login/login-page';
import { NotFound } from '../screens/not-found';
import { TokenDashboard } from '../screens/dashboard/token-dashboard';
import { AppShell } from '../shell/app-shell';
import { RequireSession } from '../shell/require-session';
import { RouteErrorScreen } from '../shell/route-error-screen';
import { paths } from './paths';

export function createRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteErrorScreen />,
      children: [
        { path: paths.login, element: <LoginPage /> },
        {
          element: <RequireSession />,
          children: [
            {
              element: <AppShell />,
              children: [
                { index: true, element: <TokenDashboard /> },
                { path: '*', element: <NotFound /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
