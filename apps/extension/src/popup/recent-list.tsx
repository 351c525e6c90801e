import { highlightUrl } from '../lib/address';
import type { RecentHighlight } from '../lib/recent';

export function RecentList({ address, recent }: { address: string; recent: RecentHighlight[] }) {
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading">
      <h2 id="recent-heading">Recently saved</h2>
      <ul>
        {recent.map((item) => (
          <li key={item.id}>
            <a href={highlightUrl(address, item.id)} target="_blank" rel="noreferrer">
              {item.excerpt}
              <div className="source">{item.source}</div>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
