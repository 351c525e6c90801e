import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center px-4 py-10">
      <Card className="w-full max-w-sm p-6 sm:p-8">
        <Link to="/" className="mb-6 flex items-center gap-2 font-semibold">
          <Logo /> Precis
        </Link>
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-muted-foreground">{subtitle}</p>
        {children}
        <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>
      </Card>
    </div>
  );
}
