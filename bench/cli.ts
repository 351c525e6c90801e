import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Whether the module at `moduleUrl` is the script node was started with (and not imported by run.ts). */
export function isMainScript(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && pathToFileURL(path.resolve(script)).href === moduleUrl;
}
