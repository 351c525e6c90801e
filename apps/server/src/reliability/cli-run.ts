import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { REPO_ROOT } from './server-process';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command from the repository's root as an operator would, with only PATH, HOME and `env` set. */
export async function runCli(command: string, args: string[], env: Record<string, string>): Promise<CliRun> {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = await once(child, 'exit');
  return { code: typeof code === 'number' ? code : null, stdout, stderr };
}
