/** SPEC Limits → Agentic search, and the engine budgets behind them. */
export const AGENTIC_LIMITS = {
  queryChars: 4000,
  maxTurnsDefault: 6,
  maxTurnsCap: 10,
  structureDepthDefault: 2,
  structureDepthMax: 4,
  /** Entries of the initial directory listing sent with the first prompt. */
  structureEntries: 500,
  /** Bytes of one tool result as the model (and the stream) sees it; `truncated` beyond. */
  toolResultBytes: 8 * 1024,
  /** One model request. */
  upstreamMs: 15_000,
  /** The tool calls of one turn together (SPEC: 10 s shell per turn), waiting for a sandbox included. */
  toolMs: 10_000,
  /** Tool calls carried out per turn; more are answered with a refusal so the model spreads them out. */
  callsPerTurn: 8,
  /** Output a sandboxed command may produce before it is cut (the result is cut to 8 KB afterwards anyway). */
  commandOutputBytes: 2 * 1024 * 1024,
  /** Matching lines per file for grep_search: one file full of hits must not hide every other file. */
  grepMatchesPerFile: 20,
  /** Largest file `read` loads; bigger ones are refused with their size. */
  readBytes: 8 * 1024 * 1024,
  /** Locations kept in an answer. */
  locations: 50,
  /** Longest line kept in a tool result; minified files otherwise fill the 8 KB with one line. */
  lineChars: 500,
} as const;
