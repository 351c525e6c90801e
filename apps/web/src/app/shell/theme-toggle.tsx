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
      // Pressed while the dark theme is on: the button's state is announced, not only its icon.
      aria-pressed={theme === 'dark'}
      data-theme={theme}
    >
      {theme === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}
