import { normaliseLabels } from '@precis/shared';

/**
 * A highlight's categories after the AI assigned `codes`: a code the user already typed in another case
 * takes the code's spelling in place (so the dashboard counts it), other codes are appended.
 */
export function mergeCategoryCodes(current: readonly string[], codes: readonly string[]): string[] {
  const canonical = new Map(codes.map((code) => [code.trim().toLowerCase(), code.trim()]));
  return normaliseLabels([...current.map((value) => canonical.get(value.toLowerCase()) ?? value), ...codes]);
}
