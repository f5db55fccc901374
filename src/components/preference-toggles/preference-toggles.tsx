import { Button, chakra, IconButton, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  usePreferenceActions,
  useLanguage,
  usePrivacyMode,
  useTheme,
} from '@/app/preferences/use-preferences';
import { EyeIcon, EyeOffIcon, GlobeIcon, MoonIcon, SunIcon } from '@/components/icons/icons';

type ToggleProps = Omit<ButtonProps, 'onClick' | 'children'>;

/** Switches between the dark (default) and light themes. */
export function ThemeToggle(props: ToggleProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { toggleTheme } = usePreferenceActions();
  const label = theme === 'dark' ? t('preferences.useLightTheme') : t('preferences.useDarkTheme');
  return (
    <IconButton variant="ghost" aria-label={label} title={label} onClick={toggleTheme} {...props}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}

/** Shows the other language by its own name: "English" on the Arabic page, "العربية" on the English one. */
export function LanguageToggle(props: ToggleProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { setLanguage } = usePreferenceActions();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <Button variant="ghost" onClick={() => setLanguage(other)} {...props}>
      <GlobeIcon />
      {/* The visible name leads the accessible one (WCAG 2.5.3), the hint follows for screen readers. */}
      <chakra.span lang={other}>{other === 'ar' ? 'العربية' : 'English'}</chakra.span>
      <chakra.span srOnly>
        {' — '}
        {t('preferences.switchLanguageTo', { language: t(`preferences.languageNames.${other}`) })}
      </chakra.span>
    </Button>
  );
}

/** Hides every amount on screen (product §1 privacy mode). */
export function PrivacyToggle(props: ToggleProps) {
  const { t } = useTranslation();
  const hidden = usePrivacyMode();
  const { togglePrivacy } = usePreferenceActions();
  const label = hidden ? t('preferences.showAmounts') : t('preferences.hideAmounts');
  return (
    <IconButton
      variant={hidden ? 'subtle' : 'ghost'}
      colorPalette={hidden ? 'gold' : undefined}
      aria-label={label}
      aria-pressed={hidden}
      title={label}
      onClick={togglePrivacy}
      {...props}
    >
      {hidden ? <EyeOffIcon /> : <EyeIcon />}
    </IconButton>
  );
}
