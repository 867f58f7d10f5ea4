// Bundle report of the web app: the storefront's initial JavaScript (what the first page load downloads before any
// page's own code) and what each page's first visit adds, from a fresh production build with Vite (the app's own
// config, written to bench/results/tmp). Anchor: the frameworks alone (React + ReactDOM, React Router, TanStack
// Query, rendering nothing) built the same way, the floor no storefront on this stack can go under.
//   node bench/run.mjs web-bundle      (or: npm run bench -- web-bundle)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, version as viteVersion } from 'vite';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');
const webRoot = join(root, 'apps', 'web');
const tmp = join(benchDir, 'results', 'tmp', 'web-bundle');
const TARGET_GZIP = 100 * 1024;

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };
const measure = (bytes: Uint8Array): Sizes => ({
  raw: bytes.byteLength,
  gzip: gzipSync(bytes, { level: 9 }).byteLength,
  brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
});
const add = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** Builds an app root into `outDir` with a manifest, quietly. */
async function viteBuild(appRoot: string, outDir: string, configFile: string | false) {
  await build({
    root: appRoot,
    configFile,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunk keys a chunk loads statically (itself included). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function sizeOf(outDir: string, files: Iterable<string>): Sizes {
  let total = ZERO;
  for (const file of files) total = add(total, measure(readFileSync(join(outDir, file))));
  return total;
}

const jsFiles = (manifest: Manifest, keys: Iterable<string>) => [...keys].map((key) => manifest[key]!.file);
const cssFiles = (manifest: Manifest, keys: Iterable<string>) => [
  ...new Set([...keys].flatMap((key) => manifest[key]!.css ?? [])),
];

rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

// The app, with its own Vite config.
const appOut = join(tmp, 'app');
const app = await viteBuild(webRoot, appOut, join(webRoot, 'vite.config.ts'));
const entryKey = Object.keys(app).find((key) => app[key]!.isEntry)!;
const initialKeys = staticClosure(app, entryKey);
const initial = sizeOf(appOut, jsFiles(app, initialKeys));
const initialCss = sizeOf(appOut, cssFiles(app, initialKeys));
// The SDK client is a chunk of its own that the entry starts downloading at once (main.tsx), beside the first page:
// not needed for the first paint of the frame, but by every page's data, so it is reported on its own line.
const clientKey = Object.keys(app).find((key) => app[key]!.src?.endsWith('src/lib/bazaar-client.ts'));
const clientKeys = clientKey
  ? [...staticClosure(app, clientKey)].filter((candidate) => !initialKeys.has(candidate))
  : [];
const client = sizeOf(appOut, jsFiles(app, clientKeys));

// Each page: what its first visit downloads on top of the initial load (its chunk and the shared chunks it needs).
const pages = Object.entries(app)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.match(/-(page|layout)\.tsx$/))
  .map(([key, chunk]) => {
    const added = [...staticClosure(app, key)].filter((candidate) => !initialKeys.has(candidate));
    return {
      page: relative('src', chunk.src!),
      own: measure(readFileSync(join(appOut, chunk.file))),
      firstVisit: sizeOf(appOut, jsFiles(app, added)),
    };
  })
  .sort((a, b) => b.firstVisit.gzip - a.firstVisit.gzip);
const allJs = sizeOf(
  appOut,
  new Set(
    Object.values(app)
      .filter((chunk) => chunk.file.endsWith('.js'))
      .map((chunk) => chunk.file),
  ),
);

// The anchor: the frameworks alone.
const floorRoot = join(tmp, 'floor-src');
mkdirSync(floorRoot, { recursive: true });
writeFileSync(
  join(floorRoot, 'index.html'),
  '<!doctype html><div id="root"></div><script type="module" src="/main.tsx"></script>',
);
writeFileSync(
  join(floorRoot, 'main.tsx'),
  `import { QueryClient, QueryClientProvider, useQuery, useMutation } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
function Page() { useQuery({ queryKey: ['x'], queryFn: async () => 1 }); useMutation({}); useNavigate(); useParams(); useSearchParams(); return <Link to="/">home</Link>; }
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}><BrowserRouter><Routes><Route path="*" element={<Page />} /></Routes></BrowserRouter></QueryClientProvider>,
);
`,
);
const floorOut = join(tmp, 'floor');
const floorManifest = await viteBuild(floorRoot, floorOut, false);
const floorEntry = Object.keys(floorManifest).find((key) => floorManifest[key]!.isEntry)!;
const floor = sizeOf(floorOut, jsFiles(floorManifest, staticClosure(floorManifest, floorEntry)));

const verdict = initial.gzip <= TARGET_GZIP ? 'within' : 'OVER';
const summary = [
  `The storefront's initial JavaScript is ${kb(initial.gzip)} gzip (${verdict} the ${kb(TARGET_GZIP)} target);`,
  `the frameworks alone are ${kb(floor.gzip)} of it (${((floor.gzip / initial.gzip) * 100).toFixed(0)}%),`,
  `so the app's frame (routes, layout, header, UI kit) adds ${kb(initial.gzip - floor.gzip)} (${(initial.gzip / floor.gzip).toFixed(2)}× the floor).`,
  `The SDK client chunk (${kb(client.gzip)}) downloads beside the first page: the page's frame paints without it,`,
  `its data waits for it.`,
].join(' ');
const row = (label: string, sizes: Sizes) =>
  `| ${label} | ${kb(sizes.raw)} | ${kb(sizes.gzip)} | ${kb(sizes.brotli)} |`;
const markdown = `# Web app bundle

A production build of \`apps/web\` (Vite ${viteVersion}, the app's own config) measured chunk by chunk: gzip level 9,
brotli quality 11, sizes of separate files summed. "Initial" is the entry and every chunk it imports statically —
what any first page load downloads before the page's own chunk (Vite preloads them all). A page's "first visit"
is its chunk plus the shared chunks it needs that the initial load does not have (the SDK client chunk's share
included). The anchor is React + ReactDOM, React Router (declarative routes) and TanStack Query rendering nothing,
built the same way.

| bundle | raw | gzip | brotli |
| --- | ---: | ---: | ---: |
${row('initial JavaScript (entry + static imports)', initial)}
${row('SDK client chunk (started by the entry, beside the first page)', client)}
${row('initial CSS', initialCss)}
${row('anchor: the frameworks alone', floor)}
${row('all JavaScript (every page and lazy chunk)', allJs)}

${summary}

Per page (first visit, on top of the initial load):

| page | own chunk gzip | first visit gzip | first visit raw |
| --- | ---: | ---: | ---: |
${pages.map((page) => `| ${page.page} | ${kb(page.own.gzip)} | ${kb(page.firstVisit.gzip)} | ${kb(page.firstVisit.raw)} |`).join('\n')}

Regenerate with \`node bench/run.mjs web-bundle\`.
`;
writeFileSync(join(benchDir, 'results', 'web-bundle.md'), markdown);
writeFileSync(
  join(benchDir, 'results', 'web-bundle.json'),
  `${JSON.stringify(
    {
      vite: viteVersion,
      targetGzip: TARGET_GZIP,
      initial,
      initialCss,
      sdkClientChunk: client,
      anchorFrameworks: floor,
      allJavaScript: allJs,
      ratio: { initialOverAnchorGzip: Number((initial.gzip / floor.gzip).toFixed(2)) },
      pages: pages.map((page) => ({ page: page.page, ownChunk: page.own, firstVisit: page.firstVisit })),
    },
    null,
    2,
  )}\n`,
);
rmSync(tmp, { recursive: true, force: true });
console.log(summary);
console.log(pages.map((page) => `${page.page}: ${kb(page.firstVisit.gzip)}`).join('\n'));
