import { z } from 'zod';
import { drfBoolean, drfMessages, drfString, drfTypeError } from './errors';
import { PASSWORD_MIN_LENGTH } from './password-rules-values';

/**
 * Requests and responses of the accounts and sessions calls (product §3, §7; architecture §4.1).
 * Imported by the server (validation, OpenAPI) and by the SPA (types of src/api/auth.ts).
 */

export const EMAIL_MAX_LENGTH = 254;
/**
 * Passwords: 8 characters at least (Django's MinimumLengthValidator; password-rules-values.ts holds it, so the forms
 * that show the rules load no zod), 128 at most (argon2 input bound).
 */
export { PASSWORD_MIN_LENGTH };
export const PASSWORD_MAX_LENGTH = 128;

export const languageSchema = z.enum(['ar', 'en']);
export type Language = z.infer<typeof languageSchema>;

const emailField = drfString({ trim: true, maxLength: EMAIL_MAX_LENGTH }).email({
  error: drfMessages.invalidEmail,
});
/** Never trimmed: a space is a character of the password. */
const passwordField = drfString({ maxLength: PASSWORD_MAX_LENGTH });

// ---- sign-up: POST /auth/users/ ----

export const TERMS_NOT_ACCEPTED = 'You must accept the terms and conditions.';

export const signupRequestSchema = z.strictObject({
  email: emailField,
  password: passwordField,
  terms_accepted: drfBoolean(),
  /** Language of the activation e-mail; without it the server reads Accept-Language (default ar). */
  language: z.enum(['ar', 'en'], { error: '"ar" or "en" expected.' }).optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** 201, as Djoser's UserCreateSerializer: the same answer whether or not the address already had an account. */
export const signupResponseSchema = z.object({
  email: z.string(),
  id: z.number().int(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

// ---- activation: POST /auth/users/activation/ (204) ----

export const activationRequestSchema = z.strictObject({
  uid: drfString({ maxLength: 64 }),
  token: drfString({ maxLength: 256 }),
  /**
   * Needed only when the address was given more than one password before activation (product §16,
   * docs/decisions/022): the link then asks for a password of the mailbox owner's choosing.
   */
  new_password: passwordField.optional(),
});
export type ActivationRequest = z.infer<typeof activationRequestSchema>;

export const ACTIVATION_INVALID_UID = "Invalid user id or user doesn't exist.";
export const ACTIVATION_INVALID_TOKEN = 'Invalid token for given user.';
export const ACTIVATION_STALE_TOKEN = 'Stale token for given user.';
/** 400 on `new_password`: this account is activated only with a password chosen now (docs/decisions/022). */
export const ACTIVATION_PASSWORD_REQUIRED = 'Choose a password: this address was signed up more than once.';

// ---- login: POST /api/users/login/ ----

export const loginRequestSchema = z.strictObject({
  /** SimpleJWT reads the user name field as a plain CharField: no format check at login. */
  email: drfString({ trim: true, maxLength: EMAIL_MAX_LENGTH }),
  password: passwordField,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().min(1),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const LOGIN_FAILED = 'No active account found with the given credentials';

/**
 * 401 at login when the password is right but the account waits for its activation link: the password proves the
 * caller owns the account, so saying so tells a stranger nothing (a wrong password still gets LOGIN_FAILED).
 */
export const ACCOUNT_NOT_ACTIVE = 'This account is not active yet: open the link in its activation e-mail.';
export const ACCOUNT_NOT_ACTIVE_CODE = 'account_not_active';

// ---- a fresh activation link from the login form: POST /auth/users/resend_activation/ (204) ----

/** The e-mail and password of the account not yet active: the password is what lets anyone ask for its link. */
export const resendActivationRequestSchema = loginRequestSchema;
export type ResendActivationRequest = LoginRequest;

// ---- refresh: POST /auth/jwt/refresh/ ----

/**
 * A refresh token is a JWT of a few hundred characters; anything far longer is refused by length before the
 * server decodes or verifies it.
 */
export const REFRESH_TOKEN_MAX_LENGTH = 2048;

export const refreshRequestSchema = z.strictObject({
  refresh: drfString({ maxLength: REFRESH_TOKEN_MAX_LENGTH }),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** `{access}`, plus `refresh` when rotation issues a new one (always, on this server): store it when present. */
export const refreshResponseSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().min(1).optional(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const REFRESH_INVALID = 'Token is invalid or expired';

// ---- logout: POST /api/users/logout/ (204) ----

export const logoutRequestSchema = z.strictObject({
  refresh: drfString({ maxLength: REFRESH_TOKEN_MAX_LENGTH }),
});
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

// ---- Google: POST /api/users/google-login/ ----

export const googleLoginRequestSchema = z.strictObject({
  /** The ID token (credential) from Google Identity Services. */
  token: drfString({ maxLength: 8192 }),
  terms_accepted: z
    .boolean({ error: drfTypeError(drfMessages.notBoolean) })
    .optional()
    .default(false),
});
export type GoogleLoginRequest = z.input<typeof googleLoginRequestSchema>;

export const googleUserInfoSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  picture: z.string().nullable(),
});
export type GoogleUserInfo = z.infer<typeof googleUserInfoSchema>;

/** product §4: a new user who has not accepted the terms gets no tokens and goes to /terms-and-conditions. */
export const googleTermsRequiredResponseSchema = z.object({
  is_new_user: z.literal(true),
  terms_accepted: z.literal(false),
  user_info: googleUserInfoSchema,
});

export const googleSignedInResponseSchema = z.object({
  is_new_user: z.boolean(),
  terms_accepted: z.literal(true),
  user_info: googleUserInfoSchema,
  access: z.string().min(1),
  refresh: z.string().min(1),
});

export const googleLoginResponseSchema = z.union([
  googleSignedInResponseSchema,
  googleTermsRequiredResponseSchema,
]);
export type GoogleLoginResponse = z.infer<typeof googleLoginResponseSchema>;

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';
export const GOOGLE_TOKEN_INVALID = 'Invalid Google token.';
export const GOOGLE_UNAVAILABLE = 'Google sign-in is unavailable right now. Please try again later.';
export const GOOGLE_EMAIL_NOT_VERIFIED = 'Google has not verified this e-mail address.';

// ---- accounts a person can keep (product §11): reset, change, sign-out everywhere, me, export, deletion ----

/** POST /auth/users/reset_password/ (204 whether or not the address has an account). */
export const passwordResetRequestSchema = z.strictObject({
  /** The e-mail goes out in the account's own language. */
  email: emailField,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /auth/users/reset_password_confirm/ (204); errors on `uid`, `token` or `new_password`. */
export const passwordResetConfirmSchema = z.strictObject({
  uid: drfString({ maxLength: 64 }),
  token: drfString({ maxLength: 256 }),
  new_password: passwordField,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** Djoser's messages: the reset link's uid and token reuse the activation wording. */
export const RESET_INVALID_UID = ACTIVATION_INVALID_UID;
export const RESET_INVALID_TOKEN = ACTIVATION_INVALID_TOKEN;
export const INVALID_PASSWORD = 'Invalid password.';
/** An account without a password asked to be deleted with neither a fresh Google credential nor a live link. */
export const DELETION_NOT_CONFIRMED = 'Confirm with Google, or with the link we e-mail you.';
export const DELETION_LINK_INVALID = 'This confirmation link is invalid or has expired. Ask for a new one.';
export const DELETION_GOOGLE_INVALID = 'Sign in with Google again to confirm.';
/** POST /api/users/me/deletion-link/ for an account that has a password. */
export const DELETION_LINK_NEEDS_NO_PASSWORD = 'Your account has a password: confirm with it.';

/** POST /auth/users/set_password/ (204, signed in). */
export const setPasswordSchema = z.strictObject({
  current_password: passwordField,
  new_password: passwordField,
});
export type SetPasswordRequest = z.infer<typeof setPasswordSchema>;

/**
 * DELETE /auth/users/me/ (204): the password; for an account that has no password (Google), a fresh Google
 * credential or the token of the confirmation link e-mailed by POST /api/users/me/deletion-link/ (product §16:
 * the address alone, which the access token carries, no longer does). `email` is still read, and refused
 * alone.
 */
export const deleteAccountSchema = z.strictObject({
  current_password: passwordField.optional(),
  email: drfString({ trim: true, maxLength: EMAIL_MAX_LENGTH }).optional(),
  google_credential: drfString({ maxLength: 4096 }).optional(),
  confirmation: drfString({ maxLength: 256 }).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

export const signInMethodSchema = z.enum(['password', 'google']);
export type SignInMethod = z.infer<typeof signInMethodSchema>;

/** GET /api/users/me/ */
export const meResponseSchema = z.object({
  email: z.string(),
  date_joined: z.iso.datetime(),
  sign_in_methods: z.array(signInMethodSchema),
  language: languageSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/users/me/export/: an attachment with everything stored about the person (never a hash or token). */
export const exportResponseSchema = z.object({
  exported_at: z.iso.datetime(),
  account: meResponseSchema.extend({
    is_active: z.boolean(),
    terms_accepted_at: z.iso.datetime().nullable(),
  }),
  /** The members of the person's own household, their own first (product §17: whose gold each record is). */
  members: z.array(
    z.object({
      uuid: z.string(),
      name: z.string(),
      relation: z.string(),
      colour: z.string(),
      is_owner: z.boolean(),
    }),
  ),
  transactions: z.array(
    z.object({
      uuid: z.string(),
      transaction_type: z.enum(['buy', 'sell']),
      asset: z.object({
        code: z.string(),
        main_type: z.string(),
        name_en: z.string(),
        name_ar: z.string(),
        karat: z.number().nullable(),
        weight: z.string().nullable(),
        currency_code: z.string().nullable(),
      }),
      quantity: z.string(),
      price: z.string(),
      /** Whose gold it is: one of `members`. */
      member: z.object({ uuid: z.string(), name: z.string() }),
      timestamp: z.iso.datetime(),
      created_at: z.iso.datetime(),
      updated_at: z.iso.datetime(),
    }),
  ),
  sign_ins: z.array(z.object({ signed_in_at: z.iso.datetime(), ended_at: z.iso.datetime().nullable() })),
  /** Rows of every other table that holds something of the person, by table (later features land here). */
  other: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type ExportResponse = z.infer<typeof exportResponseSchema>;

// ---- public settings: GET /api/config/ ----

export const publicConfigSchema = z.object({
  /** null when Google sign-in is not configured: the SPA hides its Google buttons. */
  google_client_id: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

// ---- the access token (the SPA decodes it, never verifies it) ----

/** What every token of ours carries, as SimpleJWT writes it. */
const tokenClaims = {
  exp: z.number().int(),
  iat: z.number().int(),
  jti: z.string(),
  user_id: z.number().int(),
};

export const accessTokenClaimsSchema = z.object({
  token_type: z.literal('access'),
  ...tokenClaims,
  email: z.string(),
  /** The sign-in (session) the token belongs to: refused once that sign-in ends (docs/decisions/012). */
  sid: z.uuid(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** The refresh token is a JWT too (the SPA may read its `exp`), tracked server-side by `jti`. */
export const refreshTokenClaimsSchema = z.object({
  token_type: z.literal('refresh'),
  ...tokenClaims,
});
export type RefreshTokenClaims = z.infer<typeof refreshTokenClaimsSchema>;

// ---- shares a password reset held (product §16, docs/decisions/022) ----

/** GET /api/users/me/held-shares/: the people whose access a reset held, for the owner to keep or end. */
export const heldShareSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  role: z.enum(['editor', 'viewer']),
});
export type HeldShare = z.infer<typeof heldShareSchema>;
export const heldSharesResponseSchema = z.array(heldShareSchema);
