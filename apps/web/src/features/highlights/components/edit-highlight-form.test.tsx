import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleError, notifySuccess } from '@/lib/notify';
import { highlightKeys } from '@/lib/query-keys';
import { renderWithProviders } from '@/test/render';
import { sampleHighlight } from '../sample-highlight';
import { EditHighlightForm } from './edit-highlight-form';

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), handleError: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const saved = sampleHighlight({
  id: 'h7',
  content: 'The original text',
  comment: 'A first note',
  tags: ['alpha', 'beta'],
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (_url, init) => {
    const changes = JSON.parse(String(init?.body));
    return new Response(JSON.stringify({ ...saved, ...changes }), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderForm = () => {
  const onDone = vi.fn();
  const rendered = renderWithProviders(<EditHighlightForm highlight={saved} onDone={onDone} />);
  return { onDone, ...rendered };
};
const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) };
};

describe('EditHighlightForm', { timeout: 15_000 }, () => {
  it('shows the text, comment and tags in labelled fields, the text focused', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Edit highlight' })).toBeInTheDocument();
    expect(screen.getByLabelText('Content')).toHaveValue('The original text');
    expect(screen.getByLabelText('Content')).toHaveFocus();
    expect(screen.getByLabelText('Comment (optional)')).toHaveValue('A first note');
    expect(screen.getByLabelText('Tags (optional, comma-separated)')).toHaveValue('alpha, beta');
  });

  it('sends only what changed with PATCH, then toasts, shows the answer and closes', async () => {
    const user = userEvent.setup();
    const { onDone, queryClient } = renderForm();
    const content = screen.getByLabelText('Content');
    await user.clear(content);
    await user.type(content, '  The edited text ');
    const tags = screen.getByLabelText('Tags (optional, comma-separated)');
    await user.clear(tags);
    await user.type(tags, 'beta, , gamma');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent()).toEqual({
      url: expect.stringMatching(/\/api\/v1\/highlights\/h7$/),
      method: 'PATCH',
      body: { content: 'The edited text', tags: ['beta', 'gamma'] },
    });
    expect(notifySuccess).toHaveBeenCalledWith('Highlight updated successfully.');
    expect(queryClient.getQueryData(highlightKeys.detail('h7'))).toMatchObject({
      content: 'The edited text',
      comment: 'A first note',
      tags: ['beta', 'gamma'],
    });
  });

  it('sends a cleared comment as null, and saves with Ctrl+Enter', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await user.clear(screen.getByLabelText('Comment (optional)'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent().body).toEqual({ comment: null });
  });

  it('shows the validation message on the content field and sends nothing for blank content', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await user.clear(screen.getByLabelText('Content'));
    await user.type(screen.getByLabelText('Content'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter some content for the highlight.');
    expect(screen.getByLabelText('Content')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Content')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('puts the server field errors next to their fields, toasts the failure and stays open', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          title: 'Invalid tags: Use at most 20 tags.',
          status: 400,
          errors: [{ field: 'tags', message: 'Use at most 20 tags.' }],
        }),
        { status: 400 },
      ),
    );
    const { onDone } = renderForm();
    await user.type(screen.getByLabelText('Tags (optional, comma-separated)'), ', more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at most 20 tags.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tags (optional, comma-separated)')).toHaveAttribute('aria-invalid', 'true');
    expect(handleError).toHaveBeenCalledWith(
      expect.anything(),
      'Failed to update highlight. Please try again.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closes without a request on Cancel, and on Save when nothing changed', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await user.type(screen.getByLabelText('Comment (optional)'), ' and more');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    cleanup();
    const second = renderForm();
    // Spaces around the text are no change: the server would trim them.
    await user.type(screen.getByLabelText('Content'), '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(second.onDone).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
