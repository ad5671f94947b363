// ... existing code ...
  { name: 'Kotlin', extensions: ['.kt', '.kts'], color: '#A97BFF' },
  { name: 'Lua', extensions: ['.lua'], color: '#000080' },
  { name: 'Markdown', extensions: ['.md'], color: '#083fa1' },
  // ... existing code ...
  { name: 'Swift', extensions: ['.swift'], color: '#F05138' },
  { name: 'TOML', extensions: ['.toml'], color: '#9c4221' },
  { name: 'TypeScript', extensions: ['.ts', '.tsx'], color: '#3178c6' },
  // ... existing code ...
  return [...totals.entries()]
    .map(([name, bytes]) => ({ name, bytes, percent: sum === 0 ? 0 : (bytes / sum) * 100 }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
}
