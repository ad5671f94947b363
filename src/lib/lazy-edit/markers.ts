/**
 * Existing-code markers: a line that is only a comment saying `... existing code ...`, in any of the comment
 * syntaxes Grove knows. Every syntax is recognised in every file, because a line consisting of such a comment is
 * never meant literally, and models do sometimes use `//` in a YAML file; the per-language table below is what
 * Grove asks for (in the model prompt and the documentation).
 */

/** Comment delimiters: [opener, closer] ('' when the comment runs to the end of the line). */
const SYNTAXES: readonly (readonly [string, string])[] = [
  ['{/*', '*/}'], // JSX
  ['<!--', '-->'],
  ['/*', '*/'],
  ['(*', '*)'],
  ['//', ''],
  ['--', ''],
  ['#', ''],
  [';', ''],
  ['%', ''],
  ["'", ''],
];

/** What the words inside the comment must look like: the phrase, with an ellipsis before or after it. */
const PHRASE = /^(?:\.{2,}|…)\s*(?:[\w' -]{0,40}?\s)?existing code\b.*$|^.*?\bexisting code\b[^.…]{0,40}(?:\.{2,}|…)\s*$/i;
/**
 * The other ways models say it: a few words after an ellipsis (or before one) that speak of what is left as it
 * is — `... existing content ...`, `... existing routes ...`, `... rest of the file unchanged ...`, `... other
 * methods ...`, `... unchanged ...`.
 */
const LOOSE = /^(?:\.{2,}|…)\s*([\w' ,&()/-]{0,60}?)\s*(?:\.{2,}|…)?$|^([\w' ,&()/-]{0,60}?)\s*(?:\.{2,}|…)$/i;
const KEPT_WORDS = /\b(existing|unchanged|rest|remaining|other|others|omitted|same|previous|kept|as before)\b/i;

function phrase(body: string): boolean {
  if (PHRASE.test(body)) return true;
  const loose = LOOSE.exec(body);
  const words = loose ? (loose[1] ?? loose[2] ?? '') : '';
  return words.split(/\s+/).length <= 8 && KEPT_WORDS.test(words);
}

/** What the line says inside each comment syntax it is written in, trimmed (`// a` gives `a`). */
function commentBodies(text: string): string[] {
  const bodies: string[] = [];
  for (const [open, close] of SYNTAXES) {
    if (!text.startsWith(open) || (close !== '' && !text.slice(open.length).endsWith(close))) continue;
    bodies.push(text.slice(open.length, close === '' ? undefined : text.length - close.length).trim());
  }
  return bodies;
}

export function isMarker(line: string): boolean {
  const text = line.trim();
  if (text.length > 120 || !/\.{2,}|…/.test(text)) return false;
  return commentBodies(text).some(phrase);
}

/**
 * A comment holding only an ellipsis (`<!-- ... -->`, `// ...`, `# …`): in a snippet it is a marker, unless the
 * file itself has that line (a placeholder in an example), which the merger checks.
 */
export function isBareEllipsis(line: string): boolean {
  return commentBodies(line.trim()).some((body) => /^(\.{3,}|…)$/.test(body));
}

const BY_EXTENSION: Record<string, string> = {};
const FAMILIES: [string, string[]][] = [
  ['// ... existing code ...', ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'go', 'rs', 'java', 'kt', 'kts', 'scala', 'swift', 'c', 'h', 'cc', 'cpp', 'hpp', 'cs', 'php', 'dart', 'zig']],
  ['# ... existing code ...', ['py', 'rb', 'sh', 'bash', 'zsh', 'yaml', 'yml', 'toml', 'ini', 'cfg', 'conf', 'r', 'pl', 'ex', 'exs', 'nim', 'dockerfile', 'makefile', 'mk', 'tf']],
  ['-- ... existing code ...', ['sql', 'lua', 'hs', 'elm', 'ada']],
  ['<!-- ... existing code ... -->', ['html', 'htm', 'xml', 'svg', 'vue', 'svelte', 'md', 'markdown', 'xhtml']],
  ['/* ... existing code ... */', ['css', 'scss', 'less']],
  ['; ... existing code ...', ['clj', 'cljs', 'el', 'lisp', 'scm', 'asm', 's']],
  ['% ... existing code ...', ['tex', 'erl', 'm']],
];
for (const [marker, extensions] of FAMILIES) for (const ext of extensions) BY_EXTENSION[ext] = marker;

/** The marker to ask for in a file, by its extension (or name, for Dockerfile and Makefile). */
export function markerFor(path: string): string {
  const name = path.split('/').pop()!.toLowerCase();
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name;
  return BY_EXTENSION[ext] ?? '// ... existing code ...';
}
