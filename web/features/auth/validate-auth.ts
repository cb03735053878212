/** The password minimum on sign-up and on a new password (docs/product.md, "Sign-up, sign-in and codes"). */
export const PASSWORD_MIN_LENGTH = 6;

/** Keys of `auth:validation`. */
export type ValidationKey =
  | "emailRequired"
  | "passwordRequired"
  | "signUpPasswordTooShort"
  | "newPasswordTooShort"
  | "passwordsMismatch"
  | "codeRequired"
  | "signInToActivate";

export type FieldErrors<Field extends string> = Partial<Record<Field, ValidationKey>>;

interface Credentials {
  email: string;
  password: string;
}

/** E-mail and password are required; sign-up also needs 6 characters. */
export function validateCredentials(
  { email, password }: Credentials,
  isSignUp: boolean,
): FieldErrors<keyof Credentials> {
  const errors: FieldErrors<keyof Credentials> = {};
  if (!email.trim()) errors.email = "emailRequired";
  if (!password) errors.password = "passwordRequired";
  else if (isSignUp && password.length < PASSWORD_MIN_LENGTH) errors.password = "signUpPasswordTooShort";
  return errors;
}

export function validateEmail(email: string): FieldErrors<"email"> {
  return email.trim() ? {} : { email: "emailRequired" };
}

/** A new password: at least 6 characters and both fields equal. */
export function validateNewPassword({
  password,
  confirm,
}: {
  password: string;
  confirm: string;
}): FieldErrors<"password" | "confirm"> {
  const errors: FieldErrors<"password" | "confirm"> = {};
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = "newPasswordTooShort";
  if (password !== confirm) errors.confirm = "passwordsMismatch";
  return errors;
}

/** Access codes are typed in upper case and are required. */
export function normalizeCode(code: string): string {
  return code.toUpperCase();
}

export function validateCode(code: string): FieldErrors<"code"> {
  return code.trim() ? {} : { code: "codeRequired" };
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
