import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeUrl } from '@/lib/safe-url';
import { cn } from '@/lib/utils';

function hostOf(url: string): string {
  try {
    return new URL(url.trim(), 'https://unknown.invalid').host;
  } catch {
    return 'another site';
  }
}

const isExternal = (href: string) => /^https?:/i.test(href.trim()) || href.trim().startsWith('//');

const components: Components = {
  a({ href, children, node: _node, ...props }) {
    if (!href) return <span>{children}</span>;
    const external = isExternal(href);
    return (
      <a href={href} {...props} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  // A code block that scrolls sideways must be reachable by keyboard to be scrolled.
  pre({ node: _node, ...props }) {
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus for keyboard scrolling
    return <pre tabIndex={0} {...props} />;
  },
  // A task list's checkbox is named by its item's text: the label wraps both.
  li({ node: _node, className, children, ...props }) {
    if (!className?.includes('task-list-item'))
      return (
        <li className={className} {...props}>
          {children}
        </li>
      );
    return (
      <li className={className} {...props}>
        {/* biome-ignore lint/a11y/noLabelWithoutControl: the item's checkbox is among the children */}
        <label>{children}</label>
      </li>
    );
  },
  // An image from another site would tell that site who reads the text and when: it is shown as a link
  // the reader may follow instead (the CSP refuses remote images anyway).
  img({ src, alt, node: _node, ...props }) {
    if (!src) return alt ? <span>{alt}</span> : null;
    if (isExternal(src)) {
      const host = hostOf(src);
      return (
        <a href={src} target="_blank" rel="noopener noreferrer" className="remote-image">
          {`Image: ${alt || 'untitled'} (${host})`}
        </a>
      );
    }
    return <img src={src} alt={alt ?? ''} loading="lazy" className="max-w-full" {...props} />;
  },
};

/**
 * GitHub-flavoured Markdown (tables, task lists, strikethrough, autolinks). Raw HTML in the text is never
 * rendered as HTML: react-markdown shows it as plain text (no rehype-raw, on purpose).
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn('markdown wrap-anywhere', className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} urlTransform={safeUrl} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
