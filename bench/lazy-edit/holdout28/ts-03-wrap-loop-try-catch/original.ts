#!/usr/bin/env ts-node
import { promises as fs } from 'fs';
import path from 'path';
import { glob } from 'glob';

import { TranslationClient } from '../src/i18n/client';
import { flatten, unflatten } from '../src/i18n/flatten';

const LOCALES_DIR = path.resolve(__dirname, '../src/locales');
const SOURCE_LOCALE = 'en';

interface SyncResult {
  locale: string;
  added: number;
  removed: number;
}

async function readLocale(file: string): Promise<Record<string, string>> {
  const raw = await fs.readFile(file, 'utf8');
  return flatten(JSON.parse(raw));
}

async function writeLocale(file: string, messages: Record<string, string>): Promise<void> {
  const sorted = Object.fromEntries(
    Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)),
  );
  await fs.writeFile(file, JSON.stringify(unflatten(sorted), null, 2) + '\n');
}

async function syncLocale(
  client: TranslationClient,
  source: Record<string, string>,
  file: string,
): Promise<SyncResult> {
  const locale = path.basename(file, '.json');
  const target = await readLocale(file);
  let added = 0;
  let removed = 0;

  for (const key of Object.keys(target)) {
    if (!(key in source)) {
      delete target[key];
      removed++;
    }
  }

  const missing = Object.keys(source).filter((key) => !(key in target));
  if (missing.length > 0) {
    const translated = await client.translate(
      missing.map((key) => source[key]),
      { from: SOURCE_LOCALE, to: locale },
    );
    missing.forEach((key, i) => {
      target[key] = translated[i];
    });
    added = missing.length;
  }

  await writeLocale(file, target);
  return { locale, added, removed };
}

async function main(): Promise<void> {
  const client = new TranslationClient({ apiKey: process.env.TRANSLATE_API_KEY ?? '' });
  const source = await readLocale(path.join(LOCALES_DIR, `${SOURCE_LOCALE}.json`));
  const files = (await glob(`${LOCALES_DIR}/*.json`)).filter(
    (file) => path.basename(file) !== `${SOURCE_LOCALE}.json`,
  );

  const results: SyncResult[] = [];
  for (const file of files) {
    results.push(await syncLocale(client, source, file));
  }

  for (const { locale, added, removed } of results) {
    console.log(`${locale}: +${added} -${removed}`);
  }
}

main();
