import { describe, expect, it } from 'vitest';
import { budgetOf, type CpuPerRequest, fixedAndMarginal } from './cpu-budget';

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
