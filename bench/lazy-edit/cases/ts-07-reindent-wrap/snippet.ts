// ... existing code ...
export async function loadConfig(options: Options): Promise<Record<string, unknown>> {
  const file = resolvePath(options, 'config.json');
  try {
    const text = await readFile(file, 'utf8');
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}
// ... existing code ...
