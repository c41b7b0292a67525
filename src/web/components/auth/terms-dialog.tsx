import { FileTextIcon, ShieldCheckIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { AgreementCheckbox } from "./agreement-checkbox";
import { PolicyLink } from "./policy-link";

const TERMS_SUMMARY = [
  "You must be 18 or older to create an account.",
  "Tokens are prepaid; 1 token costs €0.01. Purchased tokens expire 90 days after purchase.",
  "Generated pages are yours to edit and publish. You are responsible for their content and for third-party rights.",
  "AI output may contain mistakes: review pages, links, forms and security before going live.",
  "Refunds can be requested within 14 days for files that were not delivered or accessed.",
];

const PRIVACY_SUMMARY = [
  "We store your name, e-mail address, token balance, purchases and the pages you generate.",
  "Your data is used to run the service, send account e-mails and answer support requests.",
  "We do not sell your personal data. You can ask for a copy or deletion at any time.",
];

/**
 * Shown when someone signs up without ticking both agreements: summaries of the Terms and the
 * Privacy Policy and one checkbox per document. Accept & Continue only works with both ticked.
 */
export function TermsDialog({
  open,
  onOpenChange,
  initialTerms,
  initialPrivacy,
  onAccept,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTerms: boolean;
  initialPrivacy: boolean;
  onAccept: () => void;
}) {
  const [terms, setTerms] = useState(initialTerms);
  const [privacy, setPrivacy] = useState(initialPrivacy);

  // Each opening starts from what the form already has ticked.
  useEffect(() => {
    if (open) {
      setTerms(initialTerms);
      setPrivacy(initialPrivacy);
    }
  }, [open, initialTerms, initialPrivacy]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Terms & Privacy</DialogTitle>
          <DialogDescription>
            Please review and accept our Terms & Conditions and Privacy Policy to create your account.
          </DialogDescription>
        </DialogHeader>
        <div className="flex max-h-[45vh] flex-col gap-5 overflow-y-auto rounded-lg border bg-muted/50 p-4 text-sm">
          <section aria-labelledby="terms-summary-title" className="flex flex-col gap-2">
            <h3 id="terms-summary-title" className="flex items-center gap-2 font-semibold">
              <FileTextIcon className="size-4 text-primary" aria-hidden="true" />
              Terms & Conditions: summary
            </h3>
            <ul className="ml-5 list-disc space-y-1 text-muted-foreground">
              {TERMS_SUMMARY.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>
              <PolicyLink href="/terms">Read the full Terms & Conditions</PolicyLink>
            </p>
          </section>
          <section aria-labelledby="privacy-summary-title" className="flex flex-col gap-2">
            <h3 id="privacy-summary-title" className="flex items-center gap-2 font-semibold">
              <ShieldCheckIcon className="size-4 text-primary" aria-hidden="true" />
              Privacy Policy: summary
            </h3>
            <ul className="ml-5 list-disc space-y-1 text-muted-foreground">
              {PRIVACY_SUMMARY.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>
              <PolicyLink href="/privacy">Read the full Privacy Policy</PolicyLink>
            </p>
          </section>
        </div>
        <div className="flex flex-col gap-3">
          <AgreementCheckbox id="dialog-accept-terms" checked={terms} onCheckedChange={setTerms}>
            I have read and agree to the Terms & Conditions
          </AgreementCheckbox>
          <AgreementCheckbox id="dialog-accept-privacy" checked={privacy} onCheckedChange={setPrivacy}>
            I have read and agree to the Privacy Policy
          </AgreementCheckbox>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="hero" disabled={!terms || !privacy} onClick={onAccept}>
            Accept & Continue
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
