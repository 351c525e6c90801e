/**
 * A page's address without its fragment directive (`#:~:text=...`, the link to a passage): the extension and a
 * phone's share sheet both hand over such a link, and the page it is in is the address before the directive.
 */
export function withoutFragmentDirective(pageUrl: string): string {
  const url = new URL(pageUrl);
  const at = url.hash.indexOf(':~:');
  if (at >= 0) url.hash = url.hash.slice(1, at);
  // An empty fragment still prints its "#".
  return url.hash === '' && url.href.endsWith('#') ? url.href.slice(0, -1) : url.href;
}
