/**
 * Server-side mail copy, in both languages (the SPA's strings live in locales/; these never reach the browser).
 * `{link}` is replaced by the URL, `{days}` by a number, `{owner}`, `{household}` and `{role}` by the invitation's.
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
    resetSubject: 'إعادة تعيين كلمة المرور في ذهبي',
    resetIntro: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في ذهبي. لاختيار كلمة مرور جديدة، افتح الرابط التالي:',
    resetButton: 'اختيار كلمة مرور جديدة',
    resetExpiry: 'الرابط صالح لمدة ساعة ويُستخدم مرة واحدة. عند تغيير كلمة المرور يُسجَّل خروجك من كل الأجهزة.',
    resetIgnore: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    deletedSubject: 'حُذف حسابك في ذهبي',
    deletedIntro: 'حُذف حسابك في ذهبي وكل ما سجّلته فيه، بناءً على طلبك.',
    deletedAgain: 'يمكنك إنشاء حساب جديد بعنوان البريد نفسه في أي وقت.',
    invitationSubject: 'دعوة لمتابعة ذهب عائلة «{household}» في ذهبي',
    invitationIntro: 'دعاك {owner} إلى عائلة «{household}» في ذهبي {role}.',
    invitationViewer: 'لتطّلع على ذهبها ومدّخراتها',
    invitationEditor: 'لتطّلع على ذهبها ومدّخراتها وتسجّل معاملاتها',
    invitationHow: 'سجّل الدخول أو أنشئ حسابًا بعنوان البريد هذا، ثم افتح الرابط التالي:',
    invitationButton: 'قبول الدعوة',
    invitationExpiry: 'الرابط صالح لمدة {days} أيام ويُستخدم مرة واحدة.',
    invitationIgnore: 'إذا لم تكن تتوقع هذه الدعوة فتجاهل هذه الرسالة، ولن يتغير شيء.',
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
    resetSubject: 'Reset your Dahabi password',
    resetIntro:
      'Someone asked to reset the password of your Dahabi account. To choose a new password, open this link:',
    resetButton: 'Choose a new password',
    resetExpiry:
      'The link works once and expires in an hour. Changing your password signs you out on every device.',
    resetIgnore: 'If you did not ask for this, ignore this message: your password stays as it is.',
    deletedSubject: 'Your Dahabi account has been deleted',
    deletedIntro: 'Your Dahabi account and everything you recorded in it have been deleted, as you asked.',
    deletedAgain: 'You can create a new account with the same address at any time.',
    invitationSubject: 'An invitation to the “{household}” household on Dahabi',
    invitationIntro: '{owner} invited you to the “{household}” household on Dahabi {role}.',
    invitationViewer: 'to see its gold and savings',
    invitationEditor: 'to see its gold and savings and record its transactions',
    invitationHow: 'Sign in or sign up with this e-mail address, then open this link:',
    invitationButton: 'Accept the invitation',
    invitationExpiry: 'The link works once and expires in {days} days.',
    invitationIgnore: 'If you did not expect this invitation, ignore this message: nothing will change.',
    signature: 'The Dahabi team',
  },
} as const;

export type MailStrings = Record<keyof (typeof mailStrings)['en'], string>;
