import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useBackNavigation } from '@/lib/use-back-navigation';

export const LAST_UPDATED = 'Last updated: June 2023';

/** A static legal page: readable measure (about 70 characters a line), a date, and a way back. */
export function LegalDocument({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const goBack = useBackNavigation('/');
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <article className="mx-auto max-w-[70ch] text-[0.95rem] leading-relaxed">
        <Button variant="ghost" className="-ml-3 mb-4" onClick={goBack}>
          <ArrowLeft aria-hidden="true" /> Go Back
        </Button>
        <header className="mb-8 border-b border-border pb-6">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{LAST_UPDATED}</p>
          <div className="mt-4 space-y-3">{intro}</div>
        </header>
        <div className="space-y-8">{children}</div>
        <footer className="mt-10 border-t border-border pt-6">
          <Button variant="outline" onClick={goBack}>
            <ArrowLeft aria-hidden="true" /> Go Back
          </Button>
        </footer>
      </article>
    </div>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-muted-foreground">{children}</ul>;
}

export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline underline-offset-4 hover:opacity-80">
      {children}
    </Link>
  );
}
