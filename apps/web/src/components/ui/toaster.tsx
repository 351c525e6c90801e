import { Toaster as Sonner } from 'sonner';
import { useResolvedTheme } from '@/lib/use-theme';

/** At most 5 visible, 5000 ms by default (spec section 9); destructive toasts set their own 3000 ms. */
export function Toaster() {
  const theme = useResolvedTheme();
  return (
    <Sonner theme={theme} visibleToasts={5} duration={5000} closeButton richColors position="bottom-right" />
  );
}
