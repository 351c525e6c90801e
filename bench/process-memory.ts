import fs from 'node:fs';

/** Resident set size and its peak (VmHWM) of a process, in MB, from /proc. */
export function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024;
  return { rssMb: Math.round(read('VmRSS')), peakRssMb: Math.round(read('VmHWM')) };
}

/** User + system CPU time a process has used so far, in seconds, from /proc (clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}
