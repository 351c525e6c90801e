import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function packageOf(url: string): string {
  const match = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match?.[1]) return match[1];
  if (url.includes('/dist/server.js') || url.includes('/dist/')) return '(precis)';
  if (url.startsWith('node:')) return '(node)';
  return url ? '(other)' : '(native/gc/idle)';
}

/** Self time per function and per package, largest first, as plain text. */
export function summariseProfile(profile: CpuProfile, top = 30): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...selfTime.values()].reduce((sum, t) => sum + t, 0);
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const file = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/');
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + time);
    const pkg = packageOf(frame.url);
    packages.set(pkg, (packages.get(pkg) ?? 0) + time);
  }
  const rows = (map: Map<string, number>, limit: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([key, time]) => `${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`)
      .join('\n');
  return `## self time per package\n${rows(packages, 20)}\n\n## self time per function\n${rows(functions, top)}`;
}

/** Prints the summary of the one profile a server wrote into `profileDir`, and where the file is. */
export function printProfileIn(profileDir: string): void {
  const [file] = fs.readdirSync(profileDir);
  if (!file) throw new Error('the server wrote no profile');
  const profilePath = path.join(profileDir, file);
  console.log(summariseProfile(JSON.parse(fs.readFileSync(profilePath, 'utf8'))));
  console.log(`profile: ${profilePath}`);
}
