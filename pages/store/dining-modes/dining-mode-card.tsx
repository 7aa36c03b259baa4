// One mode's card: its switch (named by the mode), what the mode is, what blocks it when something
// does, and while it is on the options the rules show (dining-mode-options.tsx). The card is a group
// named by the mode, so its options read "Pay first, Table QR" to a screen reader.
import { Caption1, Card, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { blockersOf, type DiningModeEntry, type Target } from './dining-mode-rules';
import { DiningModeOptions, type OptionsChange } from './dining-mode-options';
import { BlockedNote } from './blocked-note';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  description: { color: tokens.colorNeutralForeground2 },
});

export interface DiningModeCardProps {
  entry: DiningModeEntry;
  entries: readonly DiningModeEntry[];
  locked: boolean;
  onToggle(target: Target, on: boolean): void;
  onOptions: OptionsChange;
}

export function DiningModeCard({ entry, entries, locked, onToggle, onOptions }: DiningModeCardProps) {
  const styles = useStyles();
  const { t } = useTranslation('modes');
  const labelId = useId();
  const descriptionId = useId();
  const noteId = useId();
  // A mode that is on breaks no rule (the value holds none), so only an off one can be blocked.
  const blockers = entry.enable ? [] : blockersOf(entries, entry.type);
  return (
    <Card className={styles.card} role="group" aria-labelledby={labelId}>
      <Switch
        label={{ children: t(`modes:types.${entry.type}`), id: labelId }}
        checked={entry.enable}
        disabled={locked}
        aria-describedby={blockers.length > 0 ? `${descriptionId} ${noteId}` : descriptionId}
        onChange={(_event, data) => onToggle(entry.type, data.checked)}
      />
      <Caption1 id={descriptionId} className={styles.description}>
        {t(`modes:descriptions.${entry.type}`)}
      </Caption1>
      <BlockedNote id={noteId} blockers={blockers} />
      <DiningModeOptions
        entry={entry}
        entries={entries}
        locked={locked}
        onToggle={onToggle}
        onOptions={onOptions}
      />
    </Card>
  );
}
