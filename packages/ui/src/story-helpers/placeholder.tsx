import type { ReactNode } from 'react';
import { colorRoles } from '../tokens/color-roles';

/** A stand-in block for layout stories: it shows where each child lands. Stories only. */
export function Placeholder({ children, height = 56 }: { children?: ReactNode; height?: number }) {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: height,
        padding: '0 12px',
        background: colorRoles.background.subtle,
        border: `1px dashed ${colorRoles.border.neutral}`,
        color: colorRoles.foreground.secondary,
        fontSize: 14,
      }}
    >
      {children}
    </div>
  );
}
