/** A definition found on one line of code text. */
export interface FoundSymbol {
  name: string;
  type: 'Function' | 'Class' | 'Interface' | 'Type' | 'Enum' | 'Variable';
  /** The definition line, trimmed. */
  signature: string;
  /** 1-based line of the definition within the text. */
  line: number;
}

/** Definition shapes of the common languages (JS/TS, Python, Go, Rust, Java-like); first match wins per line. */
const DEFINITIONS: Array<[RegExp, FoundSymbol['type']]> = [
  [/^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)/, 'Function'],
  [/^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)/, 'Function'],
  [/^\s*(?:export\s+)?(?:default\s+)?(?:abstract\s+)?(?:public\s+|private\s+)?(?:final\s+)?class\s+([A-Za-z_$][\w$]*)/, 'Class'],
  [/^\s*(?:export\s+)?interface\s+([A-Za-z_$][\w$]*)/, 'Interface'],
  [/^\s*(?:export\s+)?(?:const\s+)?enum\s+([A-Za-z_$][\w$]*)/, 'Enum'],
  [/^\s*(?:export\s+)?type\s+([A-Za-z_$][\w$]*)\s*(?:<[^=]*>)?\s*=/, 'Type'],
  [/^\s*func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)/, 'Function'],
  [/^\s*(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?fn\s+([A-Za-z_]\w*)/, 'Function'],
  [/^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>)/, 'Function'],
  [/^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=/, 'Variable'],
];

/** The definitions in a piece of code, in order. */
export function definitionsIn(text: string): FoundSymbol[] {
  const found: FoundSymbol[] = [];
  text.split('\n').forEach((line, i) => {
    for (const [pattern, type] of DEFINITIONS) {
      const match = pattern.exec(line);
      if (match) {
        found.push({ name: match[1]!, type, signature: line.trim().slice(0, 200), line: i + 1 });
        break;
      }
    }
  });
  return found;
}

/** The definition a chunk is best named by: the first whose name holds a query term, else the first one. */
export function bestDefinition(text: string, terms: readonly string[]): FoundSymbol | null {
  const defs = definitionsIn(text);
  return defs.find((d) => terms.some((t) => d.name.toLowerCase().includes(t))) ?? defs[0] ?? null;
}
