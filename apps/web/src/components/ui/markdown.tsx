import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/utils';

const SAFE_PROTOCOL = /^(https?|mailto):/i;
const ANY_PROTOCOL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Keeps http(s), mailto and relative URLs; anything else (javascript:, data:, vbscript:, ...) is dropped.
 * Control characters and spaces are removed first, as browsers do, so "java\tscript:" cannot slip through.
 */
export function safeUrl(url: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const normalised = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (SAFE_PROTOCOL.test(normalised)) return url;
  if (ANY_PROTOCOL.test(normalised)) return undefined;
  return url;
}

const isExternal = (href: string) => /^https?:/i.test(href.trim());

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
  img({ src, alt, node: _node, ...props }) {
    if (!src) return alt ? <span>{alt}</span> : null;
    return <img src={src} alt={alt ?? ''} loading="lazy" className="max-w-full" {...props} />;
  },
};

/**
 * GitHub-flavoured Markdown (tables, task lists, strikethrough, autolinks). Raw HTML in the text is never
 * rendered as HTML: react-markdown shows it as plain text (no rehype-raw, on purpose).
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn('markdown break-words', className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} urlTransform={safeUrl} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
