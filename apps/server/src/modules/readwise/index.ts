/** What the app uses of the Readwise-compatible API: its plugin. */
export { readwiseApi } from './readwise-api';
