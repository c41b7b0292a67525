import { UserIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";

/** The account menu's trigger; the header shows it on its own until the menu's code is wanted. */
export function AccountMenuButton(props: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label="Account menu"
      aria-haspopup="menu"
      className="rounded-full"
      {...props}
    >
      <UserIcon aria-hidden="true" />
    </Button>
  );
}
