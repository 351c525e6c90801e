/** What the app uses of support: its routes. */
export { supportRoutes } from './support.routes';
