import { createBrowserRouter } from 'react-router';
import { AnalysisPage } from '../screens/analysis/analysis-page';
import { ArchivedTokens } from '../screens/archived/archived-tokens';
import { TokenDashboard } from '../screens/dashboard/token-dashboard';
import { TokenHistory } from '../screens/history/token-history';
import { SourcesPage } from '../screens/sources/sources-page';
import { ChannelsPage } from '../screens/channels/channels-page';
import { RulesPage } from '../screens/rules/rules-page';
import { LoginPage } from '../screens/login/login-page';
import { NotFound } from '../screens/not-found';
import { TemplateList } from '../screens/templates/template-list';
import { TemplateWizard } from '../screens/templates/wizard/template-wizard';
import { MessageTracer } from '../screens/tracer/message-tracer';
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
                { path: '/history/:address', element: <TokenHistory /> },
                { path: paths.messages, element: <MessageTracer /> },
                { path: paths.archived, element: <ArchivedTokens /> },
                { path: paths.templates, element: <TemplateList /> },
                { path: paths.wizard, element: <TemplateWizard /> },
                { path: '/analysis/:address', element: <AnalysisPage /> },
                { path: paths.sources, element: <SourcesPage /> },
                { path: paths.channels, element: <ChannelsPage /> },
                { path: paths.rules, element: <RulesPage /> },
                { path: '*', element: <NotFound /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
