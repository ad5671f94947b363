import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// ... existing code ...

export async function loadSettings(home: string): Promise<Settings> {
  const file = settingsPath(home);
  try {
    const raw = await readFile(file, 'utf8');
    return { ...DEFAULTS, ...(JSON.parse(raw) as Partial<Settings>) };
  } catch {
    return { ...DEFAULTS };
  }
}

export async function saveSettings(home: string, settings: Settings): Promise<void> {
  await writeFile(settingsPath(home), JSON.stringify(settings, null, 2));
}
