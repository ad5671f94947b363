#!/usr/bin/env ts-node
import { promises as fs } from 'fs';
import path from 'path';
import { glob } from 'glob';

import { TranslationClient, TranslationError } from '../src/i18n/client';
import { flatten, unflatten } from '../src/i18n/flatten';

// ... existing code ...

  const results: SyncResult[] = [];
  const failures: string[] = [];
  for (const file of files) {
    try {
      results.push(await syncLocale(client, source, file));
    } catch (err) {
      if (!(err instanceof TranslationError)) {
        throw err;
      }
      console.error(`Failed to sync ${path.basename(file)}: ${err.message}`);
      failures.push(file);
    }
  }

  for (const { locale, added, removed } of results) {
    console.log(`${locale}: +${added} -${removed}`);
  }

  if (failures.length > 0) {
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
