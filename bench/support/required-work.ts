// Reference clients for the per-call benches (cart-get, products-query): the floor (fetch + JSON.parse) plus, one
// at a time, the work every full client does on top of it, measured in the same rotation as the SDKs. The
// differences between them split a client's overhead over the floor into what the contract asks for (a per-attempt
// timeout that really aborts the request — fetch aborts only through a signal it follows; the response conversion:
// key renames at every depth, unknown fields included, so every key is visited, then dates and floats) and what is
// left to the pipeline (arguments, URL, auth header lookup, retry and error checks, promise hops). Each benchmark
// brings the least conforming conversion of its answer, written by hand (least-cart-conversion.ts): the floor plus a
// timeout and it is the least any client keeping the contract can cost, so it tells whether a target is reachable.
// A last reference runs the conversion a size-minimal client would: our SDK's with its in-place design patched out, a
// copying walk of every key driven by the path tables (copying-conversion.ts): whether that design is needed.
import { performance } from 'node:perf_hooks';
import { getConverters } from '../../packages/sdk/src/convert/create-converters';
import type { EndpointDescriptor } from '../../packages/sdk/src/modules/endpoint';
import { products } from '../../packages/sdk/src/modules/products/products';
import { summarise } from './latency-stats';
import { compile, RENAMES, toDate, toNumber, walk } from './minimal-client';
import { roundOrder } from './round-order';

/** The per-attempt timeout every SDK call has by default (http/create-invoker.ts). */
const TIMEOUT_MS = 30_000;

/**
 * Visits every key of a parsed answer at every depth and changes nothing: the least any conversion that renames at
 * every depth must do.
 *
 * @param value - the parsed answer
 * @returns how many keys it visited (used, so the walk cannot be optimised away)
 */
export function visitEveryKey(value: unknown): number {
  let keys = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (item !== null && typeof item === 'object') keys += visitEveryKey(item);
    }
    return keys;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    keys += 1;
    if (item !== null && typeof item === 'object') keys += visitEveryKey(item);
  }
  return keys;
}

/**
 * The response conversion of the bundle-size floor (minimal-client.ts): a copying walk of every key with the
 * system names looked up in a table, dates and floats by the descriptor's paths. Not conforming (transforms.md §2–3):
 * it keeps `null`/`""` timestamps instead of dropping them, turns any string at a float path into a number, renames an
 * `id` beside an `_id` (one of the two is lost), renames neither dotted keys' segments nor `sort[].fieldName` values,
 * and does not read `name{}` map paths — none of which the benchmarks' answers hold (least-conversions.test.ts).
 *
 * @param descriptor - the endpoint
 * @returns the conversion of a parsed answer
 */
export function floorClientWalk(
  descriptor: EndpointDescriptor,
): (body: Record<string, any>) => Record<string, any> {
  const { timestamps, floats } = descriptor.response ?? {};
  const tree = compile([
    [timestamps, toDate],
    [floats, toNumber],
  ]);
  return (body) => walk(body, tree, RENAMES);
}

/**
 * @param fetchFn - the real fetch
 * @param url - the request's URL
 * @param headers - its headers (the auth header, looked up once beforehand)
 * @param descriptor - the SDK endpoint whose compiled response conversion to run
 * @param leastConversion - the least conforming conversion of this answer, hand-written
 * @param copyingGetConverters - the `getConverters` of our SDK built with the in-place conversion patched out
 *   (copying-conversion.ts)
 * @returns `signal`: fetch following a fresh AbortController's signal (no timer), then JSON.parse; `timeout`: the same
 *   with a timer armed and cleared (what a per-attempt timeout is); `visited`: that, then a walk that visits every
 *   key of the parsed body and changes nothing; `least`: `timeout`, then `leastConversion`; `converted`: `timeout`,
 *   then the SDK's conversion of the parsed body; `copying`: `timeout`, then the copying walk's conversion of it; `floorClient`: `timeout`, then the bundle-size floor's walk
 *   (floorClientWalk, not conforming)
 */
export function requiredWork(
  fetchFn: typeof fetch,
  url: string,
  headers: Record<string, string>,
  descriptor: EndpointDescriptor,
  leastConversion: (body: Record<string, any>) => Record<string, any>,
  copyingGetConverters: typeof getConverters,
) {
  const { fromWire } = getConverters(descriptor);
  const copyingFromWire = copyingGetConverters(descriptor).fromWire;
  const floorWalk = floorClientWalk(descriptor);
  const signal = async (): Promise<Record<string, any>> => {
    const controller = new AbortController();
    const response = await fetchFn(url, { headers, signal: controller.signal });
    return JSON.parse(await response.text());
  };
  const timeout = async (): Promise<Record<string, any>> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
    try {
      const response = await fetchFn(url, { headers, signal: controller.signal });
      return JSON.parse(await response.text());
    } finally {
      clearTimeout(timer);
    }
  };
  const visited = async (): Promise<Record<string, any>> => {
    const body = await timeout();
    if (visitEveryKey(body) === 0) throw new Error('the answer has no keys');
    return body;
  };
  const converted = async (): Promise<Record<string, any>> => fromWire(await timeout());
  const least = async (): Promise<Record<string, any>> => leastConversion(await timeout());
  const copying = async (): Promise<Record<string, any>> => copyingFromWire(await timeout());
  const floorClient = async (): Promise<Record<string, any>> => floorWalk(await timeout());
  return { signal, timeout, visited, least, converted, copying, floorClient };
}

/**
 * The descriptor of `products.queryProducts()`, which sits inside its binder (defineQuery): caught from the one call
 * the binder makes.
 *
 * @returns the query endpoint's descriptor
 */
export async function productsQueryDescriptor(): Promise<EndpointDescriptor> {
  let queryDescriptor: EndpointDescriptor | undefined;
  await products
    .queryProducts({
      invoke: async (descriptor: EndpointDescriptor) => {
        queryDescriptor = descriptor;
        return {} as never;
      },
    } as never)()
    .find();
  return queryDescriptor!;
}

/**
 * Runs clients in a different order each round (roundOrder: so machine noise, and one client's garbage, hit them
 * alike) and records each call's wall time and the process's CPU time (`process.cpuUsage`, user + system), in ms.
 *
 * @param runners - each client's call, resolving to a count checked against `expected`
 * @param options - warm-up rounds (not recorded), measured rounds, the count every call must return
 * @returns the samples per client
 */
export async function measureInRotation(
  runners: Record<string, () => Promise<number>>,
  options: { warmup: number; rounds: number; expected: number },
): Promise<{ wall: Record<string, number[]>; cpu: Record<string, number[]> }> {
  const names = Object.keys(runners);
  const wall: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  const cpu: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < options.warmup + options.rounds; round++) {
    for (const name of roundOrder(names, round)) {
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      const count = await runners[name]!();
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpuStart);
      if (count !== options.expected)
        throw new Error(`${name} returned ${count} items, expected ${options.expected}`);
      if (round >= options.warmup) {
        wall[name]!.push(elapsed);
        cpu[name]!.push((used.user + used.system) / 1000);
      }
    }
  }
  return { wall, cpu };
}

/**
 * The figures and Markdown tables of a rotation: medians, ratios to the floor, and our CPU overhead split by the
 * reference runs (signal, timer, visiting every key, the rest of the conversion, the rest of our pipeline).
 *
 * @param samples - what measureInRotation recorded (runners `floor`, `signal`, `timeout`, `visited`, `least`, `converted`,
 *   `copying`, `floorClient`, `ours`, `official`)
 * @param label - each runner's row label
 * @param digits - decimals of the ms figures
 * @returns stats, ratio functions, the pieces by name and labelled, the client table, the overhead table and the
 *   ratios for the JSON file
 */
export function reportRotation(
  samples: { wall: Record<string, number[]>; cpu: Record<string, number[]> },
  label: Record<string, string>,
  digits: number,
) {
  const names = Object.keys(samples.wall);
  const wallStats = Object.fromEntries(names.map((name) => [name, summarise(samples.wall[name]!)]));
  const cpuStats = Object.fromEntries(names.map((name) => [name, summarise(samples.cpu[name]!)]));
  const wallRatio = (name: string) => wallStats[name]!.median / wallStats.floor!.median;
  const cpuRatio = (name: string) => cpuStats[name]!.median / cpuStats.floor!.median;
  const cpuMedian = (name: string) => cpuStats[name]!.median;
  const ms = (value: number) => value.toFixed(digits);
  // Each piece by name (for the benchmarks' text) and with its row label (the table, the JSON file). The conversion
  // splits in two: the least conforming conversion beyond the visit, and what ours costs beyond that.
  const piece = {
    signal: cpuMedian('signal') - cpuMedian('floor'),
    timer: cpuMedian('timeout') - cpuMedian('signal'),
    visit: cpuMedian('visited') - cpuMedian('timeout'),
    least: cpuMedian('least') - cpuMedian('visited'),
    conversion: cpuMedian('converted') - cpuMedian('visited'),
    excess: cpuMedian('converted') - cpuMedian('least'),
    copying: cpuMedian('copying') - cpuMedian('visited'),
    inPlaceSaves: cpuMedian('copying') - cpuMedian('converted'),
    floorClient: cpuMedian('floorClient') - cpuMedian('visited'),
    pipeline: cpuMedian('ours') - cpuMedian('converted'),
    total: cpuMedian('ours') - cpuMedian('floor'),
  };
  const pieces: Array<[string, number]> = [
    ['fetch following an abort signal (floor + signal − floor)', piece.signal],
    ['the per-attempt timer, armed and cleared (… + timer − floor + signal)', piece.timer],
    [
      'visiting every key of the answer, as renaming at every depth must (… + visit − floor + timeout)',
      piece.visit,
    ],
    [
      'the least conforming conversion beyond that visit: renames, dates and floats, hand-written for this answer (… + least conversion − … + visit)',
      piece.least,
    ],
    ['our renames, dates and floats beyond that visit (… + conversion − … + visit)', piece.conversion],
    [
      'of which beyond the least conversion: what our generic conversion costs more (… + our conversion − … + least conversion)',
      piece.excess,
    ],
    [
      'a copying walk of every key driven by the path tables, the size-minimal client’s, beyond that visit (… + copying walk − … + visit)',
      piece.copying,
    ],
    [
      'of which beyond ours: what our in-place conversion saves (… + copying walk − … + our conversion)',
      piece.inPlaceSaves,
    ],
    [
      'the bundle-size floor’s copying walk (names from a table, not conforming) beyond that visit (… + floor client’s walk − … + visit)',
      piece.floorClient,
    ],
    [
      'the rest of our pipeline: arguments, URL, auth header, checks (ours − floor + timeout + conversion)',
      piece.pipeline,
    ],
    ['total: ours − floor', piece.total],
  ];
  const clientTable = `| client | wall median | wall p95 | wall vs floor | CPU median | CPU mean | CPU vs floor |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${names.map((name) => `| ${label[name]} | ${ms(wallStats[name]!.median)} | ${ms(wallStats[name]!.p95)} | ${wallRatio(name).toFixed(2)}× | ${ms(cpuStats[name]!.median)} | ${ms(cpuStats[name]!.mean)} | ${cpuRatio(name).toFixed(2)}× |`).join('\n')}`;
  const overheadTable = `Where our CPU overhead over the floor goes (medians of this run, ms of CPU per call, and as a share of the floor):

| piece | CPU | of the floor |
| --- | ---: | ---: |
${pieces.map(([piece, value]) => `| ${piece} | ${ms(value)} | ${((value / cpuMedian('floor')) * 100).toFixed(1)}% |`).join('\n')}`;
  const ratios = {
    wall: { ours: wallRatio('ours'), official: wallRatio('official') },
    cpu: {
      ours: cpuRatio('ours'),
      official: cpuRatio('official'),
      signal: cpuRatio('signal'),
      timeout: cpuRatio('timeout'),
      visited: cpuRatio('visited'),
      converted: cpuRatio('converted'),
      least: cpuRatio('least'),
      copying: cpuRatio('copying'),
      floorClient: cpuRatio('floorClient'),
    },
  };
  return { wallStats, cpuStats, wallRatio, cpuRatio, ms, piece, pieces, clientTable, overheadTable, ratios };
}
