/** What the app uses of imports: its routes and its job. */
export { registerImportJobs } from './import.job';
export { importsRoutes } from './imports.routes';
