import forms from './form.module.css';
import styles from './public-ui.module.css';

export type ButtonVariant = 'solid' | 'outline' | 'ghost';

/** Class names for a button or a link drawn as one, on screens rendered without Chakra. */
export function buttonClass(
  variant: ButtonVariant,
  options: { size?: 'md' | 'lg'; icon?: boolean } = {},
): string {
  return [
    styles.button,
    styles[variant],
    options.size === 'lg' ? styles.large : '',
    options.icon ? styles.icon : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A link (or a button drawn as one) in the gold accent. */
export const linkClass = forms.link;
