import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function SignedOutPrompt() {
  return (
    <div className="flex flex-col items-center gap-3 py-20 text-center">
      <LockKeyhole className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Please sign in to continue</h1>
      <p className="text-muted-foreground">You need to be signed in to access this content.</p>
      <Button asChild className="mt-2">
        <Link to="/sign-in">Sign In</Link>
      </Button>
    </div>
  );
}
