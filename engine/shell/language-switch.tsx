// The language menu (core spec §2.4, §4): the choice is saved and the page reloads in the new
// language (so every text, cached label and server message follows), then a success message shows.
import { Label, Select, makeStyles, tokens, useId } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../client/i18n';
import { isLanguage, LANGUAGES } from '../client/language';
import { switchLanguageAndReload } from '../client/language-reload';
import { visuallyHidden } from './visually-hidden';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '20px', color: tokens.colorNeutralForeground3 },
  label: { '@media (max-width: 599px)': visuallyHidden },
});

export function LanguageSwitch({ className }: { className?: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('common');
  const id = useId('language');
  const onChange = (value: string) => {
    if (!isLanguage(value) || value === currentLanguage(i18n)) return;
    switchLanguageAndReload(value, {
      local: localStorage,
      session: sessionStorage,
      reload: () => window.location.reload(),
    });
  };
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <LocalLanguageRegular className={styles.icon} aria-hidden />
      <Label htmlFor={id} size="small" className={styles.label}>
        {t('language')}
      </Label>
      <Select
        id={id}
        size="small"
        value={currentLanguage(i18n)}
        onChange={(_event, data) => onChange(data.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
