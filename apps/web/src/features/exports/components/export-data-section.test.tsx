import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportDataSection } from './export-data-section';
import { ExportSourceLinks } from './export-source-links';

afterEach(cleanup);

describe('ExportDataSection', () => {
  it('links to the chosen format and range', async () => {
    const user = userEvent.setup();
    render(<ExportDataSection />);
    const link = () => screen.getByRole('link', { name: 'Export' });
    expect(link()).toHaveAttribute('href', '/api/v1/exports?format=markdown');
    await user.click(screen.getByRole('radio', { name: /CSV/ }));
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    expect(link()).toHaveAttribute('href', '/api/v1/exports?format=csv&from=2026-03-01&to=2026-03-31');
    expect(link()).toHaveAttribute('download');
  });

  it('offers no download while the range ends before it starts', async () => {
    const user = userEvent.setup();
    render(<ExportDataSection />);
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(screen.getByRole('alert')).toHaveTextContent('The end date must not be before the start date.');
    expect(screen.queryByRole('link', { name: 'Export' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});

describe('ExportSourceLinks', () => {
  it('links each format to the one source', () => {
    render(<ExportSourceLinks sourceId="src 1" />);
    expect(screen.getByRole('link', { name: 'JSON' })).toHaveAttribute(
      'href',
      '/api/v1/exports?format=json&sourceId=src+1',
    );
  });
});
