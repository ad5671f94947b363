/** Line comparisons of the merger: exact, whitespace-insensitive, same declaration key, token similarity. */

/** Lines that carry no identity of their own: blank, or punctuation only (`}`, `});`, `end`, `fi`). */
export function isTrivial(line: string): boolean {
  const t = line.trim();
  // (template closers too: Svelte `{/if}`, Handlebars `{{/each}}`, Jinja `{% endfor %}`)
  return !/[A-Za-z0-9_]/.test(t) || /^(end|fi|done|esac|else|\}\s*else\s*\{|<\/\w+>|\{\{?[/:]\w+\}\}?|\{%-?\s*end\w*\s*-?%\}|\{%-?\s*else\s*-?%\})$/.test(t);
}

/** A pattern for `word` standing alone (not part of a longer identifier), its regex characters escaped. */
export function wholeWord(word: string, flags = ''): RegExp {
  return new RegExp(`(?<![\\w$])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w$])`, flags);
}

export function squash(line: string): string {
  return line.trim().replace(/\s+/g, ' ');
}

/**
 * What a line declares or sets, so `timeout = 5000` is known to update `timeout = 3000`: the text before the
 * first `=` or `:` (YAML keys, CSS properties, assignments; not calls, whose arguments are no update), or null when the line has no such head.
 */
export function keyOf(line: string): string | null {
  // a PHP or Ruby hash entry (`'throw' => false,`, `:retries => 3`)
  const arrow = /^\s*(['"][^'"]+['"]|:\w+)\s*=>\s*\S/.exec(line);
  if (arrow) return `${arrow[1]}=>`;
  // `.button:hover {` is a selector and `key: {` opens a block: neither is a value being updated.
  if (/[{[(]\s*$/.test(line) || line.includes('<')) return null; // and `<input type="…">` is markup
  // `- name: DATABASE_URL` names a list item: another name is another item, not an update of this one
  if (/^\s*- name:/.test(line)) return null;
  const m = /^\s*([^=:(){}]*?[A-Za-z0-9_$\]'"-])\s*(=(?![=>])|:(?!:))/.exec(line);
  if (!m) return null;
  const key = m[1]!.replace(/\s+/g, ' ');
  // (with its operator: `workers=` passes an argument, `workers: int` declares a field)
  return key.length >= 2 ? `${key}${m[2]}` : null;
}

export function tokens(line: string): string[] {
  return line.split(/[^A-Za-z0-9_$]+/).filter((t) => t.length > 0);
}

/**
 * Words of a line for similarity, lower-cased; number literals are left out, also with a unit or type suffix
 * (`3000`, `12m`, `24px`, `10ms`, `5u32`): a changed value is no new line.
 */
export function words(text: string): string[] {
  return tokens(text.toLowerCase()).filter((t) => !/^\d+[a-z]{0,3}\d*$/.test(t));
}

/** Dice coefficient of the token multisets (0..1). */
export function similarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const t of a) counts.set(t, (counts.get(t) ?? 0) + 1);
  let shared = 0;
  for (const t of b) {
    const c = counts.get(t);
    if (c) {
      shared++;
      counts.set(t, c - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}

const CONTROL = /^(if|for|foreach|while|switch|catch|return|else|elif|elsif|do|try|with|match|when|unless|until|case|select|loop|finally|except|rescue|ensure|begin|new|await|throw|yield)\b/;

/** The name a line declares (a function, method, class, type), or null for other lines. */
export function declaredName(text: string): string | null {
  const t = text.trim();
  if (t === '' || CONTROL.test(t)) return null;
  const keyword = /^(?:[\w@]+\s+)*?(?:func|fun|fn|def|function|class|interface|struct|enum|trait|type|module|object|record)\b\s*(?:\([^)]*\)\s*)?\*?\s*([A-Za-z_$][\w$]*)/.exec(t);
  if (keyword) return keyword[1]!;
  const assigned = /^(?:(?:export|public|private|protected|static|async|const|let|var|readonly)\s+)*([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>)/.exec(t);
  if (assigned) return assigned[1]!;
  // A method or function header: a name, its parameters, and the block it opens (`total(prices) {`, `public int Count()`).
  const method = /^([^=(]*?)\b([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\s*\([^;]*$/.exec(t);
  // (ending in `(`: the parameters go on over the next lines)
  // (ending in `)`, an Allman-style header, it needs a type or modifier before the name: `expect(x).to eq(0)` is a call)
  // (ending in `,` inside its parameters, `update(@PathVariable Long id,`, it needs the type or modifier too)
  const typed = /^[\w<>[\], ?]+\s$/.test(method?.[1] ?? '');
  const openParams = (t.match(/\(/g)?.length ?? 0) > (t.match(/\)/g)?.length ?? 0);
  if (method && !/[.]$/.test(method[1]!.trim()) && (/[{:(]\s*$|=>\s*$/.test(t) || (/\)\s*$/.test(t) && typed) || (/,\s*$/.test(t) && openParams && typed))) return method[2]!;
  return null;
}

/** Similarity from which new lines that repeat the lines before them, word for word in shape, are one more list item. */
export const SIBLING_SIM = 0.5;

/**
 * Whether `run` repeats `unit` line for line: each pair at the same indentation and alike (`case 'b':` /
 * `return …` after `case 'a':` / `return …`; one more `import`, column or match arm): one more sibling in a list,
 * not a rewrite of the lines that follow.
 */
export function repeatsUnit(run: readonly { text: string; indent: number; trivial: boolean }[], unit: readonly ({ text: string; indent: number; trivial: boolean } | null | undefined)[]): boolean {
  if (run.length === 0 || unit.length !== run.length) return false;
  return run.every((line, x) => {
    const theirs = unit[x];
    return theirs != null && !theirs.trivial && theirs.indent === line.indent && similarity(words(line.text), words(theirs.text)) >= SIBLING_SIM;
  });
}

/** A line that continues the statement of the line before it (`.AddJwtBearer(…)`, `&& ok`). */
export const CONTINUES = /^(\.|\?\.|&&|\|\||\+ |- |\* |\?|:)/;
