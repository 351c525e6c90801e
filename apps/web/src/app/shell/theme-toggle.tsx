import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useThemeToggle } from '@/lib/use-theme';

export function ThemeToggle() {
  const { theme, toggle } = useThemeToggle();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      title="Toggle theme"
      onClick={toggle}
      data-theme={theme}
    >
      {theme === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}
