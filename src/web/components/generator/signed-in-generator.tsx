import { RecentTemplates } from "~/components/templates/recent-templates";
import { QueryProvider } from "~/lib/query-client";
import { GeneratorForm } from "./generator-form";

/** The signed-in generator: the form on the left, "Your Generated Templates" on the right (stacked on mobile). */
export default function SignedInGenerator() {
  return (
    <QueryProvider>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2 lg:gap-10">
        <GeneratorForm />
        <RecentTemplates />
      </div>
    </QueryProvider>
  );
}
