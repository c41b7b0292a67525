import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-[color,background-color,box-shadow,opacity] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        outline: "border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        hero: "bg-brand-gradient text-white shadow-lg shadow-brand/25 hover:opacity-95 hover:shadow-xl",
        brand: "bg-brand text-brand-foreground shadow-sm hover:bg-brand/90",
        success: "bg-success text-success-foreground shadow-sm hover:bg-success/90",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-9 rounded-md px-3",
        lg: "h-12 rounded-lg px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps extends React.ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a router Link) with the button's styles instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, disabled, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  // A prerendered form shows before its script runs. Submitted then, the browser would post it to the
  // page's own path and leave the app for an error. A disabled submit button also stops Enter from
  // submitting. It keeps its looks (data-hydrating) because it is only disabled for that moment.
  const hydrating = !useHydrated() && type === "submit";
  return (
    <Comp
      data-slot="button"
      data-hydrating={hydrating ? "" : undefined}
      // A plain <button> defaults to "button" so it never submits a form by accident.
      type={asChild ? type : (type ?? "button")}
      disabled={disabled || hydrating}
      className={cn(buttonVariants({ variant, size }), "data-hydrating:opacity-100", className)}
      {...props}
    />
  );
}
