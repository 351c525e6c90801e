import { LIMITS } from '@precis/shared';
import type { CaptureResult, NoteResult, UndoResult } from '../lib/messages';
import { CONFIRMATION_STYLES } from './confirmation-styles';

const HIDE_AFTER_MS = 8000;

export interface ConfirmationActions {
  undo(id: string): Promise<UndoResult>;
  addNote(id: string, note: string): Promise<NoteResult>;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * The small notice a capture leaves in the page. It lives in a shadow root on a host styled inline with
 * !important, so the page's styles can neither restyle it nor hide it, and its own styles stay inside.
 */
export class Confirmation {
  private host: HTMLElement | undefined;
  private body: HTMLElement | undefined;
  private timer: number | undefined;

  constructor(private readonly actions: ConfirmationActions) {}

  private mount(): HTMLElement {
    if (this.host?.isConnected && this.body) return this.body;
    const host = document.createElement('precis-capture');
    host.setAttribute(
      'style',
      'all: initial !important; position: fixed !important; z-index: 2147483647 !important; right: 16px !important; bottom: 16px !important; display: block !important;',
    );
    const root = host.attachShadow({ mode: 'open' });
    const body = element('div', { className: 'card' });
    body.setAttribute('role', 'status');
    body.addEventListener('mouseenter', () => this.keep());
    body.addEventListener('focusin', () => this.keep());
    root.append(element('style', { textContent: CONFIRMATION_STYLES }), body);
    document.documentElement.append(host);
    this.host = host;
    this.body = body;
    return body;
  }

  private keep(): void {
    window.clearTimeout(this.timer);
  }

  private hideLater(): void {
    this.keep();
    this.timer = window.setTimeout(() => this.close(), HIDE_AFTER_MS);
  }

  close(): void {
    this.keep();
    this.host?.remove();
    this.host = undefined;
  }

  private show(children: (Node | string)[], tone: 'ok' | 'warn' | 'error' = 'ok'): void {
    const body = this.mount();
    body.className = `card ${tone}`;
    const close = element('button', { className: 'close', type: 'button', textContent: '×', title: 'Close' });
    close.setAttribute('aria-label', 'Close');
    close.addEventListener('click', () => this.close());
    body.replaceChildren(close, ...children);
    this.hideLater();
  }

  message(text: string, tone: 'ok' | 'warn' | 'error' = 'ok'): void {
    this.show([element('p', { className: 'title', textContent: text })], tone);
  }

  capture(result: CaptureResult): void {
    if (result.status === 'failed') {
      this.show(
        [
          element('p', { className: 'title', textContent: 'Not saved' }),
          element('p', { textContent: result.message }),
        ],
        'error',
      );
      return;
    }
    const title =
      result.status === 'saved'
        ? element('p', { className: 'title', textContent: 'Saved to Precis' })
        : element('p', { className: 'title', textContent: 'Kept in the browser: it will be sent to Precis' });
    const detail = result.status === 'queued' ? [element('p', { textContent: result.reason })] : [];
    this.show([title, ...detail, this.buttons(result.id)], result.status === 'saved' ? 'ok' : 'warn');
  }

  private buttons(id: string): HTMLElement {
    const note = element('button', { type: 'button', textContent: 'Add a note' });
    note.addEventListener('click', () => this.noteForm(id));
    const undo = element('button', { type: 'button', textContent: 'Undo' });
    undo.addEventListener('click', () => {
      undo.disabled = true;
      void this.actions
        .undo(id)
        .then((result) =>
          result.ok ? this.message('Removed from Precis.') : this.message(result.message, 'error'),
        );
    });
    return element('div', { className: 'actions' }, [note, undo]);
  }

  private noteForm(id: string): void {
    const field = element('textarea', { maxLength: LIMITS.commentMax, rows: 3 });
    field.setAttribute('aria-label', 'Note');
    const save = element('button', { type: 'submit', textContent: 'Save note' });
    const cancel = element('button', { type: 'button', textContent: 'Cancel' });
    cancel.addEventListener('click', () => this.close());
    const form = element('form', {}, [field, element('div', { className: 'actions' }, [save, cancel])]);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const note = field.value.trim();
      if (!note) return field.focus();
      save.disabled = true;
      void this.actions.addNote(id, note).then((result) => {
        if (result.ok) this.message('Note added.');
        else {
          save.disabled = false;
          this.show([element('p', { textContent: result.message }), form], 'error');
        }
      });
    });
    // Keys typed in the note are the note's, not the page's shortcuts.
    field.addEventListener('keydown', (event) => event.stopPropagation());
    this.show([element('p', { className: 'title', textContent: 'Add a note' }), form]);
    this.keep();
    field.focus();
  }
}
