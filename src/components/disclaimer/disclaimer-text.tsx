import { useTranslation } from 'react-i18next';

// The points of the full disclaimer (product §1 copy), shared by the read-more dialog and the Privacy Policy page.
export const disclaimerPoints = [
  'softLaunch',
  'notLicensed',
  'prices',
  'noAdvice',
  'noLiability',
  'data',
] as const;

export function DisclaimerPoints({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {disclaimerPoints.map((point) => (
        <li key={point}>{t(`disclaimer.details.${point}`)}</li>
      ))}
    </ul>
  );
}
