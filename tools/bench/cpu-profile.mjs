// Reads a V8 .cpuprofile (node --cpu-prof) and answers its heaviest frames and packages by self time, as text.
// Shared by tools/bench/profile.mjs (one endpoint at a time) and tools/bench/mixed-load.mjs (--cpu-prof).
import { readFileSync } from 'node:fs';
import { ROOT } from '../lib/setup.mjs';

/** Self time per frame and per package (node_modules/<name>, node: internals, our code). */
// Only the samples of the last `windowMs` before the profile ended (the load, not the start-up).
export function summarise(file, windowMs = Infinity, { busyOnly = false } = {}) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const self = new Map(profile.nodes.map((n) => [n.id, 0]));
  const from = profile.endTime - windowMs * 1000;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= from) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  // busyOnly: shares of the time the process was working, not of the wall time (idle and GC-free waiting left out).
  const idle = new Set(profile.nodes.filter((n) => busyOnly && n.callFrame.functionName === '(idle)').map((n) => n.id));
  for (const id of idle) self.set(id, 0);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const frames = new Map();
  const packages = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const time = self.get(node.id) ?? 0;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^file:\/\//, '').replace(ROOT, '')}:${lineNumber + 1}`;
    frames.set(key, (frames.get(key) ?? 0) + time);
    const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? (url.startsWith('node:') ? 'node:' + url.slice(5).split('/')[0] : url ? (url.includes('/dist/') ? 'our code' : url) : functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + time);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, t]) => `  ${((t / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
  return [`self time by package:`, ...top(packages, 15), `self time by frame:`, ...top(frames, 25)].join('\n');
}

