import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '@/lib/notify';
import { renderWithProviders } from '@/test/render';
import { sampleHighlight } from '../sample-highlight';
import { NewHighlightForm } from './new-highlight-form';

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), handleError: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(new Response(JSON.stringify(sampleHighlight()), { status: 201 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderForm = () => renderWithProviders(<NewHighlightForm onCancel={() => {}} />, { path: '/new' });
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));

// Rendering radix popovers with user-event is slow on a busy machine; 5 s is too tight there.
describe('NewHighlightForm', { timeout: 15_000 }, () => {
  it('shows the validation message on the content field and sends nothing for blank content', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Content'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Highlight' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter some content for the highlight.');
    expect(screen.getByLabelText('Content')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves with Ctrl+Enter, omitting empty fields, then toasts and goes to /highlights', async () => {
    const user = userEvent.setup();
    const { router } = renderForm();
    await user.type(screen.getByLabelText('Content'), 'A thought');
    await user.type(screen.getByLabelText('Tags (optional, comma-separated)'), 'one, ,two');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/highlights'));
    expect(sentBody()).toEqual({ content: 'A thought', tags: ['one', 'two'] });
    expect(notifySuccess).toHaveBeenCalledWith('Highlight created successfully.');
  });

  it('shows "Saving..." and disables the button while the request runs', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    await user.type(screen.getByLabelText('Content'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Highlight' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer(new Response(JSON.stringify(sampleHighlight()), { status: 201 }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalled());
  });

  it('puts the server field errors next to their fields and toasts the failure', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          title: 'Invalid request',
          status: 400,
          errors: [{ field: 'source', message: 'Source looks wrong.' }],
        }),
        { status: 400 },
      ),
    );
    const { handleError } = await import('@/lib/notify');
    renderForm();
    await user.type(screen.getByLabelText('Content'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Highlight' }));
    expect(await screen.findByText('Source looks wrong.')).toBeInTheDocument();
    expect(handleError).toHaveBeenCalledWith(
      expect.anything(),
      'Failed to create highlight. Please try again.',
    );
  });

  it('shows the server message when the daily limit is reached', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ title: 'You have reached today’s limit.', status: 429 }), {
        status: 429,
      }),
    );
    renderForm();
    await user.type(screen.getByLabelText('Content'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Highlight' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('You have reached today’s limit.'));
  });

  it('replaces the content with the clipboard text', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Content'), 'old');
    vi.spyOn(navigator.clipboard, 'readText').mockResolvedValue('From the clipboard');
    await user.click(screen.getByRole('button', { name: 'Paste from Clipboard' }));
    await waitFor(() => expect(screen.getByLabelText('Content')).toHaveValue('From the clipboard'));
    expect(notifySuccess).toHaveBeenCalledWith('Text pasted from clipboard.');
  });

  it('says so when the clipboard cannot be read', async () => {
    const user = userEvent.setup();
    renderForm();
    vi.spyOn(navigator.clipboard, 'readText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: 'Paste from Clipboard' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed to paste from clipboard. Please try again.'),
    );
  });

  it('on a plain-HTTP address, says the browser forbids reading the clipboard and suggests Ctrl+V', async () => {
    const user = userEvent.setup();
    renderForm();
    vi.stubGlobal('isSecureContext', false);
    const readText = vi.spyOn(navigator.clipboard, 'readText');
    await user.click(screen.getByRole('button', { name: 'Paste from Clipboard' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        expect.stringContaining('press Ctrl+V'),
        'Paste not available here',
      ),
    );
    expect(readText).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Content')).toHaveFocus();
    vi.unstubAllGlobals();
  });
});
