import { describe, expect, it } from 'vitest';
import { budgetOf, type CpuPerRequest, fixedAndMarginal, targetMet } from './cpu-budget';

const cpu = (server: number, postgres: number, client: number): CpuPerRequest => ({
  server,
  postgres,
  client,
  total: server + postgres + client,
});
const run = (rps: number, p99: number, perRequest: CpuPerRequest) => ({
  rps,
  p99,
  cpu: perRequest,
  cores: { ours: 1, machine: 2 },
});
const common = { name: 'add-to-cart', cores: 2, serverName: 'platform', basis: 'in the cheapest run' };

describe('fixedAndMarginal', () => {
  it('splits c(r) = fixed / r + perRequest measured at two rates', () => {
    // 100,000 µs per second fixed, 1,000 µs per request: 1,200 µs at 500 req/s, 1,400 µs at 250 req/s.
    const fit = fixedAndMarginal({ rps: 500, micros: 1200 }, { rps: 250, micros: 1400 }, 2);
    expect(fit.fixed).toBeCloseTo(100_000);
    expect(fit.perRequest).toBeCloseTo(1000);
    expect(fit.cap).toBeCloseTo(1900);
  });

  it('takes no fixed cost when the slower run was not dearer per request', () => {
    const fit = fixedAndMarginal({ rps: 500, micros: 1200 }, { rps: 250, micros: 1100 }, 2);
    expect(fit).toEqual({ fixed: 0, perRequest: 1200, cap: 2_000_000 / 1200 });
  });
});

describe('budgetOf', () => {
  it('says MET when the run reached the rate under the latency limit', () => {
    const budget = budgetOf({
      ...common,
      target: { rps: 1500, p99: 25 },
      run: run(1600, 20, cpu(500, 300, 100)),
      cheapRps: 1600,
    });
    expect(budget.met).toBe(true);
    expect(budget.lines.join(' ')).toContain('MET: measured 1,600 req/s');
  });

  it('calls a target out of reach only when every cap is below it', () => {
    const budget = budgetOf({
      ...common,
      target: { rps: 1500, p99: 25 },
      run: run(400, 90, cpu(1000, 900, 100)),
      cheapRps: 500,
      paced: { rps: 200, cpu: cpu(1000, 900, 100) },
    });
    expect(budget.capBelowTarget).toBe(true);
    expect(budget.lines.join(' ')).toContain('2,000,000 / 2,000 = **1,000 req/s**');
    expect(budget.lines.join(' ')).toContain('out of reach');
  });

  it('does not call it impossible when the paced run allows the target', () => {
    const budget = budgetOf({
      ...common,
      target: { rps: 1500 },
      run: run(400, 90, cpu(1000, 900, 100)),
      cheapRps: 500,
      paced: { rps: 200, cpu: cpu(600, 300, 100) },
    });
    expect(budget.capBelowTarget).toBe(false);
    expect(budget.lines.join(' ')).toContain('not shown impossible');
  });
});

describe('budgetOf with a run at the target rate', () => {
  const atTarget = (rps: number, p99: number, errors = 0) => ({
    rate: 750,
    rps,
    p50: 9,
    p99,
    max: 40,
    errors,
  });

  it('judges the latency target on the run at the target rate, not on the saturated one', () => {
    const budget = budgetOf({
      ...common,
      target: { rps: 750, p99: 25 },
      // Saturated: 1,131 req/s at p99 28 ms with 16 connections (Little's law: 14 ms on average).
      run: run(1131, 28, cpu(946, 0, 49)),
      cheapRps: 1160,
      atTarget: atTarget(749, 17.2),
      connections: 16,
    });
    expect(budget.met).toBe(true);
    const text = budget.lines.join(' ');
    expect(text).toContain('MET: at an even 750 req/s (open loop');
    expect(text).toContain('p99 17.2 ms');
    expect(text).toContain('saturated (closed loop of 16 connections) 1,131 req/s, p99 28 ms');
    expect(text).toContain('16 / 1,131 req/s = 14.1 ms');
  });

  it("is MET by autocannon's saturated run reaching the rate under the p99, with the open loop shown beside it", () => {
    const budget = budgetOf({
      ...common,
      target: { rps: 1500, p99: 25 },
      run: run(1634, 19, cpu(544, 387, 75)),
      cheapRps: 1650,
      atTarget: { ...atTarget(1500, 36.3), rate: 1500 },
      connections: 16,
    });
    expect(budget.met).toBe(true);
    const text = budget.lines.join(' ');
    expect(text).toContain(
      "MET: saturated (closed loop of 16 connections) 1,634 req/s, p99 19 ms, autocannon's load",
    );
    expect(text).toContain('at an even 1,500 req/s (open loop');
    expect(text).toContain('p99 36.3 ms');
  });

  it('is NOT MET when neither load reaches it: the open loop misses the p99 and the saturated run the rate', () => {
    const budget = budgetOf({
      ...common,
      target: { rps: 750, p99: 25 },
      run: run(740, 20, cpu(1300, 0, 49)),
      cheapRps: 745,
      atTarget: atTarget(750, 31.5),
      connections: 16,
    });
    expect(budget.met).toBe(false);
    const text = budget.lines.join(' ');
    expect(text).toContain('at an even 750 req/s (open loop) p99 31.5 ms is not under 25 ms');
    expect(text).toContain('the saturated run reached');
  });

  it('is NOT MET when the saturated run reaches the rate only above the p99 and the open loop misses too', () => {
    const { met, saturatedMet, openLoopMet } = targetMet(
      { rps: 750, p99: 25 },
      { rps: 831, p99: 28 },
      atTarget(750, 25.6),
    );
    expect({ met, saturatedMet, openLoopMet }).toEqual({
      met: false,
      saturatedMet: false,
      openLoopMet: false,
    });
  });

  it('is NOT MET when the server fell behind the rate', () => {
    const budget = budgetOf({
      ...common,
      target: { rps: 750, p99: 25 },
      run: run(700, 30, cpu(1400, 0, 49)),
      cheapRps: 700,
      atTarget: atTarget(690, 20, 3),
      connections: 16,
    });
    expect(budget.met).toBe(false);
    expect(budget.lines.join(' ')).toContain('it fell behind the rate');
  });
});
