/**
 * String helpers shared across the web and worker packages.
 */

export function capitalize(value: string): string {
  if (!value) return value;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * @deprecated Use `slugify` instead. Will be removed in v3.
 */
export function toSlug(value: string): string {
  return slugify(value);
}

export function truncate(value: string, maxLength: number, suffix = '…'): string {
  if (value.length <= maxLength) return value;
  return value.slice(0, Math.max(0, maxLength - suffix.length)) + suffix;
}

/**
 * @deprecated Use `truncate` instead. Will be removed in v3.
 */
export function ellipsize(value: string, maxLength: number): string {
  return truncate(value, maxLength, '...');
}

export function camelToKebab(value: string): string {
  return value.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function kebabToCamel(value: string): string {
  return value.replace(/-([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim().length === 0;
}
