// Sums a V8 .cpuprofile (profile-platform.ts writes them) by function and by file, as JSON: self time (samples in
// the function itself) and total time (samples with the function anywhere on the stack, counted once per sample),
// in ms and as a share of the profile's sampled time. Files are shortened to the path after the repository root
// or node_modules; node's internals keep their node: URL, V8's own entries ("(garbage collector)", "(program)",
// "(idle)") have no file.
//   npx tsx bench/cpuprofile-summary.ts <file.cpuprofile | directory (its largest .cpuprofile)> [top (default 30)]
// Only the samples inside the measured window count when profile-platform.ts left one beside the profile
// (window-<pid>.json, in the profile's clock): not start-up, preparing checkouts or warm-up.
//   BENCH_PROFILE_MATCH=<text> also lists the heaviest stacks through functions or files containing that text.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

let path = process.argv[2];
if (!path) throw new Error('usage: cpuprofile-summary.ts <file.cpuprofile | directory> [top]');
if (statSync(path).isDirectory()) {
  const files = readdirSync(path)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(path!, name));
  path = files.sort((a, b) => statSync(b).size - statSync(a).size)[0]!;
}
const top = Number(process.argv[3] ?? 30);
const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
// CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile
const pid = basename(path).split('.')[3];
const windowFile = join(dirname(path), `window-${pid}.json`);
const window = existsSync(windowFile)
  ? (JSON.parse(readFileSync(windowFile, 'utf8')) as { from: number; to: number })
  : { from: -Infinity, to: Infinity };
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const shortFile = (url: string) => {
  if (!url) return '';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) return url.slice(modules + 1);
  const packages = url.search(/\/(packages|bench|apps|tests)\//);
  return packages >= 0 ? url.slice(packages + 1) : url.replace(/^file:\/\//, '');
};
const fileOf = (node: ProfileNode) => shortFile(node.callFrame.url) || node.callFrame.functionName;
const functionOf = (node: ProfileNode) => {
  const { functionName, lineNumber } = node.callFrame;
  const file = shortFile(node.callFrame.url);
  return file ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}` : functionName;
};

const selfByFunction = new Map<string, number>();
const selfByFile = new Map<string, number>();
const totalByFunction = new Map<string, number>();
const totalByFile = new Map<string, number>();
const match = process.env.BENCH_PROFILE_MATCH;
const matchedStacks = new Map<string, number>();
const add = (map: Map<string, number>, key: string, micros: number) =>
  map.set(key, (map.get(key) ?? 0) + micros);
let sampled = 0;
let idle = 0;
let time = profile.startTime;
profile.samples.forEach((id, index) => {
  time += profile.timeDeltas[index]!;
  if (time < window.from || time > window.to) return;
  const micros = profile.timeDeltas[index + 1] ?? 0;
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') {
    idle += micros;
    return;
  }
  sampled += micros;
  add(selfByFunction, functionOf(node), micros);
  add(selfByFile, fileOf(node), micros);
  const functions = new Set<string>();
  const files = new Set<string>();
  const stack: string[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at)!;
    if (frame.callFrame.functionName === '(root)') break;
    functions.add(functionOf(frame));
    files.add(fileOf(frame));
    stack.push(functionOf(frame));
  }
  for (const name of functions) add(totalByFunction, name, micros);
  for (const name of files) add(totalByFile, name, micros);
  if (match && stack.some((frame) => frame.includes(match)))
    add(matchedStacks, stack.slice(0, 12).join(' < '), micros);
});

const rows = (map: Map<string, number>) =>
  [...map]
    .sort(([, a], [, b]) => b - a)
    .slice(0, top)
    .map(([name, micros]) => ({
      name,
      ms: Math.round(micros / 100) / 10,
      percent: Math.round((1000 * micros) / sampled) / 10,
    }));
console.log(
  JSON.stringify(
    {
      profile: path,
      ...(Number.isFinite(window.from) && { windowMs: Math.round((window.to - window.from) / 1000) }),
      sampledMs: Math.round(sampled / 1000),
      idleMs: Math.round(idle / 1000),
      selfByFunction: rows(selfByFunction),
      selfByFile: rows(selfByFile),
      totalByFunction: rows(totalByFunction),
      totalByFile: rows(totalByFile),
      ...(match && { matchedStacks: rows(matchedStacks) }),
    },
    null,
    1,
  ),
);
