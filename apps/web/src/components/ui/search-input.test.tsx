import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchInput } from './search-input';

function Harness() {
  const [value, setValue] = useState('');
  return <SearchInput value={value} onValueChange={setValue} placeholder="Search things..." />;
}

afterEach(cleanup);

// Rendering radix popovers with user-event is slow on a busy machine; 5 s is too tight there.
describe('SearchInput', { timeout: 15_000 }, () => {
  it('shows the clear button only with text, and clearing empties and refocuses the box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search things...');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await user.type(box, 'react');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('clears on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'abc{Escape}');
    expect(box).toHaveValue('');
  });
});
