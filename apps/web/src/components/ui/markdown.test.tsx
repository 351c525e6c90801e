import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

afterEach(cleanup);

describe('Markdown', () => {
  it('renders GitHub-flavoured Markdown: headings, tables, task lists, strikethrough', () => {
    const { container } = render(
      <Markdown>{'# Title\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~gone~~'}</Markdown>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(container.querySelector('del')).toHaveTextContent('gone');
  });

  it('never renders raw HTML as elements', () => {
    const { container } = render(
      <Markdown>{'Hello <img src=x onerror="alert(1)"> and <script>alert(2)</script> <b>bold</b>'}</Markdown>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<b>bold</b>');
  });

  it('drops links with unsafe protocols and keeps the text', () => {
    render(<Markdown>{'[click](javascript:alert(1)) [data](data:text/html,hi)'}</Markdown>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('click')).toBeInTheDocument();
  });

  it('opens external links safely in a new tab and keeps relative and mailto links', () => {
    render(<Markdown>{'[site](https://example.com) [local](/highlights) [mail](mailto:a@b.c)'}</Markdown>);
    const site = screen.getByRole('link', { name: 'site' });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'local' })).toHaveAttribute('href', '/highlights');
    expect(screen.getByRole('link', { name: 'local' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.c');
  });
});

describe('Markdown images', () => {
  it('shows an image from another site as a link instead of loading it', () => {
    const { container } = render(
      <Markdown>
        {'![a tracking pixel](https://tracker.example/p.gif) and ![x](//cdn.example/y.png)'}
      </Markdown>,
    );
    expect(container.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: 'Image: a tracking pixel (tracker.example)' });
    expect(link).toHaveAttribute('href', 'https://tracker.example/p.gif');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("still shows the app's own images", () => {
    const { container } = render(<Markdown>{'![logo](/icons/logo.png)'}</Markdown>);
    expect(container.querySelector('img')).toHaveAttribute('src', '/icons/logo.png');
  });
});
