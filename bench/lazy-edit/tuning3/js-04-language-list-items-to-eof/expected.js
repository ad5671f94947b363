// Maps file extensions to linguist-style language names used in the repo browser.

export const LANGUAGES = [
  { name: 'C', extensions: ['.c', '.h'], color: '#555555' },
  { name: 'C#', extensions: ['.cs'], color: '#178600' },
  { name: 'C++', extensions: ['.cpp', '.cc', '.hpp'], color: '#f34b7d' },
  { name: 'CSS', extensions: ['.css'], color: '#563d7c' },
  { name: 'Dockerfile', extensions: ['Dockerfile'], color: '#384d54' },
  { name: 'Go', extensions: ['.go'], color: '#00ADD8' },
  { name: 'HTML', extensions: ['.html', '.htm'], color: '#e34c26' },
  { name: 'Java', extensions: ['.java'], color: '#b07219' },
  { name: 'JavaScript', extensions: ['.js', '.mjs', '.cjs'], color: '#f1e05a' },
  { name: 'Kotlin', extensions: ['.kt', '.kts'], color: '#A97BFF' },
  { name: 'Lua', extensions: ['.lua'], color: '#000080' },
  { name: 'Markdown', extensions: ['.md'], color: '#083fa1' },
  { name: 'PHP', extensions: ['.php'], color: '#4F5D95' },
  { name: 'Python', extensions: ['.py'], color: '#3572A5' },
  { name: 'Ruby', extensions: ['.rb'], color: '#701516' },
  { name: 'Rust', extensions: ['.rs'], color: '#dea584' },
  { name: 'Shell', extensions: ['.sh', '.bash'], color: '#89e051' },
  { name: 'SQL', extensions: ['.sql'], color: '#e38c00' },
  { name: 'Swift', extensions: ['.swift'], color: '#F05138' },
  { name: 'TOML', extensions: ['.toml'], color: '#9c4221' },
  { name: 'TypeScript', extensions: ['.ts', '.tsx'], color: '#3178c6' },
  { name: 'YAML', extensions: ['.yml', '.yaml'], color: '#cb171e' },
];

const byExtension = new Map();
for (const language of LANGUAGES) {
  for (const ext of language.extensions) {
    byExtension.set(ext.toLowerCase(), language);
  }
}

export function detectLanguage(filename) {
  const base = filename.split('/').pop() ?? filename;
  if (byExtension.has(base.toLowerCase())) {
    return byExtension.get(base.toLowerCase());
  }
  const dot = base.lastIndexOf('.');
  if (dot <= 0) {
    return null;
  }
  return byExtension.get(base.slice(dot).toLowerCase()) ?? null;
}

export function languageStats(files) {
  const totals = new Map();
  for (const file of files) {
    const language = detectLanguage(file.path);
    if (!language) {
      continue;
    }
    totals.set(language.name, (totals.get(language.name) ?? 0) + file.size);
  }
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  return [...totals.entries()]
    .map(([name, bytes]) => ({ name, bytes, percent: sum === 0 ? 0 : (bytes / sum) * 100 }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
}
