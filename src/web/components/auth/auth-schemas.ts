import { z } from "zod";
import { AUTH_MESSAGES as M, MIN_PASSWORD_LENGTH } from "./auth-messages";

const email = z.string().trim().min(1, M.emailRequired).pipe(z.email(M.emailInvalid));
const password = z.string().min(MIN_PASSWORD_LENGTH, M.passwordTooShort);

export const signInSchema = z.object({ email, password });
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    fullName: z.string().trim().min(1, M.fullNameRequired),
    email,
    password,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: M.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type SignUpValues = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
