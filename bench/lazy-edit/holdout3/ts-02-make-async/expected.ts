import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Settings {
  theme: 'light' | 'dark';
  fontSize: number;
}

const DEFAULTS: Settings = { theme: 'light', fontSize: 14 };

export function settingsPath(home: string): string {
  return path.join(home, '.editor', 'settings.json');
}

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
