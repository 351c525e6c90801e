import { type ComponentProps, type ReactNode, useMemo } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
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

type AnchorProps = ComponentProps<'a'> & ExtraProps;

function SafeLink({ href, children, node: _node, ...props }: AnchorProps) {
  if (!href) return <span>{children}</span>;
  const external = isExternal(href);
  return (
    <a href={href} {...props} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

const components: Components = {
  a: SafeLink,
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

/** A link whose target is known to be gone, shown as struck-through text that says so. */
function DeadLink({ children, note }: { children: ReactNode; note: string }) {
  return (
    <span className="text-muted-foreground line-through" title={note}>
      {children}
      <span className="sr-only"> ({note})</span>
    </span>
  );
}

/**
 * GitHub-flavoured Markdown (tables, task lists, strikethrough, autolinks). Raw HTML in the text is never
 * rendered as HTML: react-markdown shows it as plain text (no rehype-raw, on purpose). `deadLink` names the
 * links that lead nowhere any more (a summary's links to deleted highlights): they are not links then.
 */
export function Markdown({
  children,
  className,
  deadLink,
}: {
  children: string;
  className?: string;
  deadLink?: { is(href: string): boolean; note: string };
}) {
  const withDeadLinks = useMemo<Components>(() => {
    if (!deadLink) return components;
    return {
      ...components,
      a(props: AnchorProps) {
        if (props.href && deadLink.is(props.href))
          return <DeadLink note={deadLink.note}>{props.children}</DeadLink>;
        return <SafeLink {...props} />;
      },
    };
  }, [deadLink]);
  return (
    <div className={cn('markdown wrap-anywhere', className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} urlTransform={safeUrl} components={withDeadLinks}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
