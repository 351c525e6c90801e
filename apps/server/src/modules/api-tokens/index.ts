/** What the app and sign-in may use of personal API tokens. */

export { findTokenOwner, touchApiToken } from './api-tokens.repository';
export { apiTokensRoutes } from './api-tokens.routes';
