export function Logo({ className = 'size-7' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--primary)" />
      <path d="M10 8h8a6 6 0 0 1 0 12h-4v4h-4z" fill="var(--primary-foreground)" />
      <circle cx="18" cy="14" r="2" fill="var(--primary)" />
    </svg>
  );
}
