// What blocks a control (core spec §4's "disabled" and "locked"): the modes that are on and would
// be switched off, after a confirmation, if the operator turned it on. Nothing when nothing blocks.
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Target } from './dining-mode-rules';
import { targetList } from './dining-mode-text';

const useStyles = makeStyles({ note: { color: tokens.colorPaletteDarkOrangeForeground1 } });

interface BlockedNoteProps {
  id: string;
  blockers: readonly Target[];
  /** The sentence, by its plural key: a whole mode's by default, or an order type's. */
  text?: 'modes:card.blockedBy' | 'modes:card.dineInBlockedBy';
}

export function BlockedNote({ id, blockers, text = 'modes:card.blockedBy' }: BlockedNoteProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('modes');
  if (blockers.length === 0) return null;
  return (
    <Caption1 id={id} className={styles.note}>
      {t(text, { count: blockers.length, modes: targetList(t, i18n.language, blockers) })}
    </Caption1>
  );
}
