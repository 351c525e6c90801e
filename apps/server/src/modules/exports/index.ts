/** What the app uses of exports: its routes. */
export { exportsRoutes } from './exports.routes';
