import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportDataSection } from './export-data-section';
import { ExportSourceLinks } from './export-source-links';

afterEach(cleanup);

// Role queries walk the accessibility tree; on a loaded machine the first render alone can take seconds.
describe('ExportDataSection', { timeout: 20_000 }, () => {
  it('links to the chosen format and range', () => {
    render(<ExportDataSection />);
    const link = () => screen.getByRole('link', { name: 'Export' });
    expect(link()).toHaveAttribute('href', '/api/v1/exports?format=markdown');
    fireEvent.click(screen.getByRole('radio', { name: /CSV/ }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    expect(link()).toHaveAttribute('href', '/api/v1/exports?format=csv&from=2026-03-01&to=2026-03-31');
    expect(link()).toHaveAttribute('download');
  });

  it('offers no download while the range ends before it starts', () => {
    render(<ExportDataSection />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
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
