// The sidebar as an overlay on a phone (core spec §2.4): its own chunk, so a desktop never fetches
// the drawer (docs/architecture.md, issue 10).
import { OverlayDrawer } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface SidebarDrawerProps {
  open: boolean;
  onClose(): void;
  label: string;
  className: string;
  children: ReactNode;
}

export function SidebarDrawer({ open, onClose, label, className, children }: SidebarDrawerProps) {
  return (
    <OverlayDrawer
      className={className}
      open={open}
      onOpenChange={(_event, data) => {
        if (!data.open) onClose();
      }}
      aria-label={label}
    >
      {children}
    </OverlayDrawer>
  );
}
