/** The account module's public surface: its routes (password change, account deletion). */
export { accountRoutes } from './account.routes';
