import fs from 'node:fs';
import path from 'node:path';

export interface Target {
  name: string;
  measured: string;
  goal: string;
  pass: boolean;
}

export interface BenchReport {
  date: string;
  database: string;
  machine: string;
  seed: unknown;
  scenarios: unknown[];
  web: unknown;
  ai: unknown;
  memory: unknown;
  imports: unknown;
  exports: unknown;
  library: unknown;
  dayPages: unknown;
  targets: Target[];
}

export function writeReport(report: BenchReport, markdown: string): string {
  const dir = path.resolve('bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(dir, `bench-${stamp}.json`), JSON.stringify(report, null, 2));
  fs.writeFileSync(path.join(dir, `bench-${stamp}.md`), markdown);
  fs.writeFileSync(path.join(dir, 'latest.md'), markdown);
  return dir;
}

export function table(headers: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
