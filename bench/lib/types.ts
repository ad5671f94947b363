export interface BenchResult {
  bench: string;
  grove: number;
  peer: number;
  unit: string;
  /** grove ÷ peer. */
  ratio: number;
  /** Extra figures worth recording (latencies, sizes), printed before the JSON line. */
  notes?: Record<string, unknown>;
}

export interface BenchOptions {
  /** A local repository to use as the corpus instead of the generated one (--corpus). */
  corpus: string | null;
  /** Length of one load run (--seconds). */
  seconds: number;
  /** Rounds (--rounds): load runs per side, or timed runs per side; undefined = the benchmark's default. */
  rounds: number | undefined;
}

export interface Benchmark {
  name: string;
  description: string;
  goal: string;
  run(options: BenchOptions): Promise<BenchResult>;
}
