import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DatePicker } from './date-picker';

function Harness({ initial }: { initial: Date }) {
  const [value, setValue] = useState(initial);
  return <DatePicker label="Day" value={value} onChange={setValue} maxDate={initial} />;
}

afterEach(cleanup);

// Rendering radix popovers with user-event is slow on a busy machine; 5 s is too tight there.
describe('DatePicker', { timeout: 15_000 }, () => {
  it('shows the day as MMMM d, yyyy and picks another day from the calendar', async () => {
    const user = userEvent.setup();
    render(<Harness initial={new Date(2026, 10, 12)} />);
    await user.click(screen.getByRole('button', { name: 'Day: November 12, 2026' }));
    const grid = await screen.findByRole('grid');
    expect(grid).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^3 November 2026/ }));
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('button', { name: 'Day: November 3, 2026' })).toBeInTheDocument();
  });

  it('does not let disabled (future) days be picked', async () => {
    const user = userEvent.setup();
    render(<Harness initial={new Date(2026, 10, 12)} />);
    await user.click(screen.getByRole('button', { name: /November 12, 2026/ }));
    expect(screen.getByRole('button', { name: /^13 November 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true');
  });
});
