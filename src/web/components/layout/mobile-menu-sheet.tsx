import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { SIGN_UP_PATH } from "~/lib/public-routes";
import { useSession } from "~/lib/session";
import { cn } from "~/lib/utils";
import { navLinkClass, SITE_NAV_LINKS } from "./nav-links";

/** The side sheet with the navigation below the lg breakpoint; loaded on the first press of the menu button. */
export default function MobileMenuSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user, isPending } = useSession();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        className="top-0 right-0 left-auto flex h-dvh max-h-dvh w-[min(20rem,100%)] max-w-none translate-x-0 translate-y-0 flex-col gap-6 rounded-none border-y-0 border-r-0 p-6"
      >
        <DialogTitle className="text-base">Menu</DialogTitle>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {SITE_NAV_LINKS.map((link) => (
            <DialogClose asChild key={link.to}>
              <Link to={link.to} className={cn(navLinkClass, "text-base")}>
                {link.label}
              </Link>
            </DialogClose>
          ))}
        </nav>
        {!isPending && !user && (
          <div className="mt-auto flex flex-col gap-2">
            <DialogClose asChild>
              <Button variant="outline" asChild>
                <Link to="/auth">Sign In</Link>
              </Button>
            </DialogClose>
            <DialogClose asChild>
              <Button variant="hero" asChild>
                <Link to={SIGN_UP_PATH}>Get Started</Link>
              </Button>
            </DialogClose>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
