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
  corpus: string | null;
  seconds: number;
  rounds: number;
}

export interface Benchmark {
  name: string;
  description: string;
  goal: string;
  run(options: BenchOptions): Promise<BenchResult>;
}
