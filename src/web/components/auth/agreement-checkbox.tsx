import type { ReactNode } from "react";
import { Checkbox } from "~/components/ui/checkbox";

/** A checkbox with a rich label (usually containing a policy link). */
export function AgreementCheckbox({
  id,
  checked,
  onCheckedChange,
  invalid,
  children,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  invalid?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-invalid={invalid || undefined}
        className="mt-0.5"
      />
      {/* A plain label (not Radix Label) so clicks on the nested link open it instead of toggling. */}
      <label htmlFor={id} className="text-sm leading-snug text-muted-foreground">
        {children}
      </label>
    </div>
  );
}
