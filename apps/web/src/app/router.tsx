import { createBrowserRouter } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { lazyPage, setNavigationTarget } from './lazy-page';
import { RouteError } from './route-error';
import { AppLayout } from './shell/app-layout';
import { PublicLayout } from './shell/public-layout';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // While the first page's chunk loads, the layout (header, sidebar) is already drawn around this
        // spinner: without it the router draws nothing until the chunk arrives, delaying the first paint.
        hydrateFallbackElement: <Spinner />,
        children: [
          { index: true, lazy: lazyPage(() => import('@/features/home/pages/home-page'), 'HomePage') },
          {
            path: 'highlights',
            lazy: lazyPage(() => import('@/features/highlights/pages/highlights-page'), 'HighlightsPage'),
          },
          {
            path: 'highlights/new',
            lazy: lazyPage(
              () => import('@/features/highlights/pages/new-highlight-page'),
              'NewHighlightPage',
            ),
          },
          {
            path: 'highlights/:id',
            lazy: lazyPage(
              () => import('@/features/highlights/pages/highlight-details-page'),
              'HighlightDetailsPage',
            ),
          },
          {
            path: 'library',
            lazy: lazyPage(() => import('@/features/sources/pages/library-page'), 'LibraryPage'),
          },
          {
            path: 'library/:id',
            lazy: lazyPage(() => import('@/features/sources/pages/source-page'), 'SourcePage'),
          },
          {
            path: 'summaries',
            lazy: lazyPage(() => import('@/features/summaries/pages/summaries-page'), 'SummariesPage'),
          },
          {
            path: 'summaries/new',
            lazy: lazyPage(() => import('@/features/summaries/pages/new-summary-page'), 'NewSummaryPage'),
          },
          {
            path: 'summaries/:id',
            lazy: lazyPage(
              () => import('@/features/summaries/pages/summary-details-page'),
              'SummaryDetailsPage',
            ),
          },
          {
            path: 'review',
            lazy: lazyPage(() => import('@/features/review/pages/review-page'), 'ReviewPage'),
          },
          {
            path: 'import',
            lazy: lazyPage(() => import('@/features/imports/pages/import-page'), 'ImportPage'),
          },
          {
            path: 'settings',
            lazy: lazyPage(() => import('@/features/settings/pages/settings-page'), 'SettingsPage'),
          },
          {
            path: 'report-bug',
            lazy: lazyPage(() => import('@/features/support/pages/report-bug-page'), 'ReportBugPage'),
          },
          {
            path: 'provide-feedback',
            lazy: lazyPage(
              () => import('@/features/support/pages/provide-feedback-page'),
              'ProvideFeedbackPage',
            ),
          },
          {
            path: 'request-feature',
            lazy: lazyPage(
              () => import('@/features/support/pages/request-feature-page'),
              'RequestFeaturePage',
            ),
          },
          { path: '*', lazy: lazyPage(() => import('./not-found-page'), 'NotFoundPage') },
        ],
      },
    ],
  },
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      {
        hydrateFallbackElement: <Spinner />,
        children: [
          {
            path: 'sign-in/*',
            lazy: lazyPage(() => import('@/features/auth/pages/sign-in-page'), 'SignInPage'),
          },
          {
            path: 'sign-up/*',
            lazy: lazyPage(() => import('@/features/auth/pages/sign-up-page'), 'SignUpPage'),
          },
          {
            path: 'reset-password',
            lazy: lazyPage(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
          },
          {
            path: 'auth-completed',
            lazy: lazyPage(() => import('@/features/auth/pages/auth-completed-page'), 'AuthCompletedPage'),
          },
          {
            path: 'terms-of-service',
            lazy: lazyPage(
              () => import('@/features/legal/pages/terms-of-service-page'),
              'TermsOfServicePage',
            ),
          },
          {
            path: 'privacy-policy',
            lazy: lazyPage(() => import('@/features/legal/pages/privacy-policy-page'), 'PrivacyPolicyPage'),
          },
        ],
      },
    ],
  },
]);

setNavigationTarget(() => {
  const location = router.state.navigation.location;
  return location ? `${location.pathname}${location.search}${location.hash}` : undefined;
});
