import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthMode = "sign-in" | "sign-up";

/**
 * Sign in or create an account without leaving the page. Unlike /auth, creating an account
 * here requires all four policies (terms, privacy, return, delivery) to be ticked in the form.
 */
export function AuthModal({
  open,
  onOpenChange,
  defaultMode = "sign-in",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultMode?: AuthMode;
}) {
  const [mode, setMode] = useState<AuthMode>(defaultMode);
  useEffect(() => {
    if (open) setMode(defaultMode);
  }, [open, defaultMode]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{mode === "sign-in" ? "Welcome back" : "Create your account"}</DialogTitle>
          <DialogDescription>
            {mode === "sign-in"
              ? "Sign in to generate and download landing pages."
              : "Get 500 free tokens to start. No credit card needed."}
          </DialogDescription>
        </DialogHeader>
        <Tabs value={mode} onValueChange={(value) => setMode(value as AuthMode)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <SignInForm idPrefix="modal-sign-in" onSuccess={() => onOpenChange(false)} />
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm
              idPrefix="modal-sign-up"
              agreementMode="modal"
              onSuccess={() => onOpenChange(false)}
            />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
