// ... existing code ...
		const target = flatten(await readJson(path.join(LOCALES_DIR, file)));
		const missing = Object.keys(source).filter((key) => !(key in target) || target[key] === '');
		const stale = Object.keys(target).filter((key) => !(key in source));

		if (missing.length > 0) {
			// ... existing code ...
		}
		if (stale.length > 0) {
			console.log(`${locale}: ${stale.length} stale key(s) not in ${SOURCE_LOCALE}`);
		}
	}

	if (missingTotal > 0) {
	// ... existing code ...
