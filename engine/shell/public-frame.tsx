// The frame of a page outside the signed-in shell (core spec §2.1: /404, the first-time setup): the
// page's content centred in the one landmark, on the sign-in page's background.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  main: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export function PublicFrame({ children }: { children: ReactNode }) {
  return <main className={useStyles().main}>{children}</main>;
}
