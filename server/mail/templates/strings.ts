/**
 * Server-side mail copy, in both languages (the SPA's strings live in locales/; these never reach the browser).
 * `{link}` is replaced by the URL, `{days}` by a number.
 */
export const mailStrings = {
  ar: {
    brand: 'ذهبي',
    greeting: 'مرحبًا،',
    activationSubject: 'فعّل حسابك في ذهبي',
    activationIntro: 'شكرًا لتسجيلك في ذهبي. لتفعيل حسابك، افتح الرابط التالي:',
    activationButton: 'تفعيل الحساب',
    activationExpiry: 'الرابط صالح لمدة {days} أيام ويُستخدم مرة واحدة.',
    activationIgnore: 'إذا لم تنشئ حسابًا في ذهبي فتجاهل هذه الرسالة، ولن يُفعَّل أي حساب.',
    attemptSubject: 'محاولة تسجيل بعنوان بريدك في ذهبي',
    attemptIntro: 'حاول أحدهم إنشاء حساب جديد في ذهبي بعنوان بريدك الإلكتروني، لكن لديك حسابًا مفعّلًا بالفعل.',
    attemptLogin: 'إذا كنت أنت، فسجّل الدخول من هنا:',
    attemptButton: 'تسجيل الدخول',
    attemptIgnore: 'إذا لم تكن أنت فلا حاجة لأي إجراء: لم يتغير شيء في حسابك.',
    signature: 'فريق ذهبي',
  },
  en: {
    brand: 'Dahabi',
    greeting: 'Hello,',
    activationSubject: 'Activate your Dahabi account',
    activationIntro: 'Thank you for signing up to Dahabi. To activate your account, open this link:',
    activationButton: 'Activate account',
    activationExpiry: 'The link works once and expires in {days} days.',
    activationIgnore:
      'If you did not create a Dahabi account, ignore this message: no account will be activated.',
    attemptSubject: 'Someone tried to sign up to Dahabi with your address',
    attemptIntro:
      'Someone tried to create a new Dahabi account with your e-mail address, but you already have an active account.',
    attemptLogin: 'If it was you, sign in here:',
    attemptButton: 'Sign in',
    attemptIgnore: 'If it was not you, there is nothing to do: nothing has changed in your account.',
    signature: 'The Dahabi team',
  },
} as const;

export type MailStrings = Record<keyof (typeof mailStrings)['en'], string>;
