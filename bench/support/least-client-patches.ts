// The least conforming client (least-conforming-client.ts) with its answers' conversions cut back to the floor's
// (minimal-client.ts): for bundle-size.bench.ts, which measures both, so the cost of the transforms.md details the
// floor leaves out — and the floor-based estimate with it — is measured, not guessed. The details: a falsy timestamp
// becomes undefined and only "NaN" / "±Infinity" floats are converted (§2); dotted keys are renamed segment by
// segment, and a key keeps its name when the object has the new name too (§3). Every rewrite must match (applyRewrites
// fails loudly otherwise).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { applyRewrites, type Rewrite } from './source-patches';

const AS_THE_FLOOR: Rewrite[] = [
  ['(value ? new Date(value) : undefined)', '(value ? new Date(value) : value)'],
  [
    "typeof value < 's' || !/^(-?Infinity|NaN)$/.test(value) ? value : Number(value)",
    "typeof value === 'string' ? Number(value) : value",
  ],
  [
    / {4}const name = renameField\(key, names\);\n {4}out\[name !== key && name in value \? key : name\] =/,
    '    out[names[key] ?? key] =',
  ],
  ["    renamed ||= key in names || key.includes('.');", '    renamed ||= key in names;'],
  [
    /for \(const key in out\) \{\n {4}const name = names\[key\] \?\? \(key\.includes\('\.'\) \? renameField\(key, names\) : key\);\n {4}renamedOut\[name !== key && name in out \? key : name\] = out\[key\];\n {2}\}/,
    'for (const key in out) renamedOut[names[key] ?? key] = out[key];',
  ],
];

/**
 * An esbuild plugin loading least-conforming-client.ts with the floor's conversions of answers.
 *
 * @returns the plugin
 */
export function withFloorConversions(): Plugin {
  return {
    name: 'least-client-floor-conversions',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /least-conforming-client\.ts$/ }, ({ path }) => ({
        contents: applyRewrites(readFileSync(path, 'utf8'), AS_THE_FLOOR, path),
        loader: 'ts',
      }));
    },
  };
}
