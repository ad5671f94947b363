#!/usr/bin/env node
'use strict';

const fs = require('fs/promises');
const path = require('path');

const LOCALES_DIR = path.join(__dirname, '..', 'locales');
const SOURCE_LOCALE = 'en';

async function readJson(file) {
	const raw = await fs.readFile(file, 'utf8');
	return JSON.parse(raw);
}

function flatten(obj, prefix = '') {
	const out = {};
	for (const [key, value] of Object.entries(obj)) {
		const full = prefix ? `${prefix}.${key}` : key;
		if (value && typeof value === 'object') {
			Object.assign(out, flatten(value, full));
		} else {
			out[full] = value;
		}
	}
	return out;
}

async function main() {
	const files = await fs.readdir(LOCALES_DIR);
	const source = flatten(await readJson(path.join(LOCALES_DIR, `${SOURCE_LOCALE}.json`)));
	let missingTotal = 0;

	for (const file of files) {
		if (!file.endsWith('.json') || file === `${SOURCE_LOCALE}.json`) {
			continue;
		}
		const locale = path.basename(file, '.json');
		const target = flatten(await readJson(path.join(LOCALES_DIR, file)));
		const missing = Object.keys(source).filter((key) => !(key in target));

		if (missing.length > 0) {
			console.log(`${locale}: ${missing.length} missing key(s)`);
			for (const key of missing) {
				console.log(`\t- ${key}`);
			}
			missingTotal += missing.length;
		}
	}

	if (missingTotal > 0) {
		process.exitCode = 1;
	}
}

main().catch((err) => {
	console.error(err);
	process.exit(2);
});
