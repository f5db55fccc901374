import { useTranslation } from 'react-i18next';
import { useLanguage, usePreferenceActions } from '@/app/preferences/use-preferences';
import { GlobeIcon, MoonIcon, SunIcon } from '@/components/icons/icons';
import { buttonClass } from '@/components/public-ui/public-ui';
import styles from './public-header.module.css';

/**
 * Theme switch for the Chakra-free public screens (the signed-in layout has its own in preference-toggles). Its markup
 * is the same in both themes (a button for each, the stylesheet showing the one that fits the page), so the landing
 * page pre-rendered in the dark theme stays the app's markup when public/boot.js has switched the theme before the
 * app arrived (architecture §7); boot.js finds it by `data-theme-toggle`.
 */
export function PublicThemeToggle() {
  const { t } = useTranslation();
  const { toggleTheme } = usePreferenceActions();
  return (
    <>
      {(['dark', 'light'] as const).map((theme) => {
        const label = theme === 'dark' ? t('preferences.useLightTheme') : t('preferences.useDarkTheme');
        return (
          <button
            key={theme}
            type="button"
            className={`${buttonClass('ghost', { icon: true })} ${theme === 'dark' ? styles.inDark : styles.inLight}`}
            aria-label={label}
            title={label}
            data-theme-toggle=""
            onClick={toggleTheme}
          >
            {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
          </button>
        );
      })}
    </>
  );
}

/** Shows the other language by its own name; switching also flips the page direction (product §2). */
export function PublicLanguageToggle({ size }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { setLanguage } = usePreferenceActions();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={buttonClass(size === 'lg' ? 'outline' : 'ghost', { size })}
      onClick={() => setLanguage(other)}
    >
      <GlobeIcon />
      {/* The visible name leads the accessible one (WCAG 2.5.3), the hint follows for screen readers. */}
      <span lang={other}>{other === 'ar' ? 'العربية' : 'English'}</span>
      <span className="dh-sr-only">
        {' — '}
        {t('preferences.switchLanguageTo', { language: t(`preferences.languageNames.${other}`) })}
      </span>
    </button>
  );
}
