import { UserIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";

/** The account menu's trigger; the header also shows it (disabled) while the menu's code loads. */
export function AccountMenuButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" size="icon" aria-label="Account menu" className="rounded-full" {...props}>
      <UserIcon aria-hidden="true" />
    </Button>
  );
}
