/**
 * The `data-testid` of a button or link, derived from its visible label in kebab case, as the
 * harness expects (`Apply to Join The Hive` → `apply-to-join-the-hive`).
 */
export function testIdOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
