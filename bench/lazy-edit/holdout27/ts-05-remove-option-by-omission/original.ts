/**
 * Runtime options for the markdown renderer.
 *
 * These are merged over DEFAULT_OPTIONS by `resolveOptions` and then frozen,
 * so downstream code can rely on every field being present.
 */
export interface RenderOptions {
  /** Wrap the output in a <div class="prose"> container. */
  wrap: boolean;
  /** Convert bare URLs into links. */
  linkify: boolean;
  /** Use the pre-2.0 heading id algorithm (deprecated). */
  legacyHeadingIds: boolean;
  /** Maximum heading depth included in the table of contents. */
  tocDepth: 1 | 2 | 3 | 4 | 5 | 6;
  /** Syntax highlighter to use for fenced code blocks. */
  highlighter: 'shiki' | 'prism' | 'none';
}

export const DEFAULT_OPTIONS: Readonly<RenderOptions> = Object.freeze({
  wrap: true,
  linkify: true,
  legacyHeadingIds: false,
  tocDepth: 3,
  highlighter: 'shiki',
});

export function resolveOptions(partial: Partial<RenderOptions> = {}): Readonly<RenderOptions> {
  const merged: RenderOptions = { ...DEFAULT_OPTIONS, ...partial };
  if (merged.tocDepth < 1 || merged.tocDepth > 6) {
    throw new RangeError(`tocDepth must be between 1 and 6, got ${merged.tocDepth}`);
  }
  return Object.freeze(merged);
}

export function slugify(text: string, options: Readonly<RenderOptions>): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

  if (options.legacyHeadingIds) {
    return base.replace(/\s+/g, '_').replace(/[^a-z0-9_]/g, '');
  }

  return base
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

export function uniqueSlugger(options: Readonly<RenderOptions>): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const slug = slugify(text, options);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    return count === 0 ? slug : `${slug}-${count}`;
  };
}
