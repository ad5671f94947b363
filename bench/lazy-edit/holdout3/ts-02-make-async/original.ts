import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Settings {
  theme: 'light' | 'dark';
  fontSize: number;
}

const DEFAULTS: Settings = { theme: 'light', fontSize: 14 };

export function settingsPath(home: string): string {
  return path.join(home, '.editor', 'settings.json');
}

export function loadSettings(home: string): Settings {
  const file = settingsPath(home);
  try {
    const raw = readFileSync(file, 'utf8');
    return { ...DEFAULTS, ...(JSON.parse(raw) as Partial<Settings>) };
  } catch {
    return { ...DEFAULTS };
  }
}

export function saveSettings(home: string, settings: Settings): void {
  writeFileSync(settingsPath(home), JSON.stringify(settings, null, 2));
}
