import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { onDemand } from '../lazy-page';

// The drawer (radix Dialog, focus trap, scroll lock) is only for small screens: it loads on intent.
const drawerPanel = onDemand(() => import('./mobile-drawer-panel'));

/**
 * The menu button of small screens. Until the drawer's code is loaded it is a plain button with the same
 * name and look; touching, hovering or focusing it starts the download, activating it opens the drawer.
 */
export function MobileDrawer() {
  const [drawer, setDrawer] = useState(() => {
    const module = drawerPanel.loaded();
    return module ? { Panel: module.MobileDrawerPanel, open: false } : undefined;
  });

  if (drawer) return <drawer.Panel defaultOpen={drawer.open} />;

  const open = () => {
    void drawerPanel.load().then((module) => setDrawer({ Panel: module.MobileDrawerPanel, open: true }));
  };
  return (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerDown={drawerPanel.preload}
      onPointerEnter={drawerPanel.preload}
      onFocus={drawerPanel.preload}
      onClick={open}
    >
      <Menu />
    </Button>
  );
}
