// ... existing code ...

export async function loadConfig(root: string): Promise<SiteConfig> {
  const file = path.join(root, 'site.yaml');
  try {
    const raw = await readFile(file, 'utf8');
    const parsed = parse(raw) as Partial<SiteConfig>;
    logger.debug(`loaded config from ${file}`);
    return { ...DEFAULTS, ...parsed };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      logger.warn(`no config at ${file}, using defaults`);
      return { ...DEFAULTS };
    }
    throw err;
  }
}

// ... existing code ...
