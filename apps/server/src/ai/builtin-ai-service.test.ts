import { isCategoryCode, SUMMARIZATION_TYPES } from '@precis/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { HighlightForAi } from './ai-service';
import { createBuiltinAiService } from './builtin-ai-service';
import { createAiService } from './create-ai-service';

const budget: HighlightForAi = {
  id: 'a',
  content: 'We must finish the quarterly budget review by Friday and send it to the finance team.',
  source: 'Team meeting',
  createdAt: '2025-03-03T09:00:00.000Z',
};
const caching: HighlightForAi = {
  id: 'b',
  content: 'The new caching layer cut API latency in half. <script>alert(1)</script> was found in a log.',
  comment: 'Great result',
  createdAt: '2025-03-04T15:30:00.000Z',
};
const highlights = [budget, caching];

describe('built-in AI service', () => {
  const ai = createBuiltinAiService();

  it('is what AI_PROVIDER=builtin (the default) gives', () => {
    expect(createAiService(loadConfig({}).ai).providerName).toBe('builtin');
  });

  it('categorises with valid codes only, three at most', async () => {
    const codes = await ai.categorise(caching);
    expect(codes.length).toBeLessThanOrEqual(3);
    expect(codes.every(isCategoryCode)).toBe(true);
  });

  it.each(SUMMARIZATION_TYPES)(
    'summarises as %s with a title and Markdown without raw HTML',
    async (type) => {
      const result = await ai.summarise({
        highlights,
        type,
        period: { start: '2025-03-03T00:00:00.000Z', end: '2025-03-09T23:59:59.999Z' },
        timeZone: 'Europe/Paris',
      });
      expect(result.title.trim().length).toBeGreaterThan(0);
      expect(result.markdown.trim().length).toBeGreaterThan(0);
      expect(result.markdown).not.toMatch(/(?<!\\)<script/);
    },
  );

  it('does not start work for a cancelled job', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(ai.categorise(budget, controller.signal)).rejects.toThrow('cancelled');
  });
});
