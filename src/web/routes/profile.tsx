import {
  ArrowLeftIcon,
  CreditCardIcon,
  FileCodeIcon,
  InboxIcon,
  LogOutIcon,
  PaletteIcon,
  ShieldIcon,
  UserIcon,
} from "lucide-react";
import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageLayout } from "~/components/layout/page-layout";
import { ProfileSkeleton } from "~/components/profile/profile-skeleton";
import { ProfileTab } from "~/components/profile/profile-tab";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { PRODUCT_NAME } from "~/lib/company";
import { useProfile } from "~/lib/profile";
import { QueryProvider } from "~/lib/query-client";
import { signOutAndReload, useSession } from "~/lib/session";

// The first tab comes with the page; the others (template cards, lead inbox, Radix select and tooltips, the
// password forms) load when chosen, so the page's first JavaScript is only what its first tab needs.
const BillingTab = lazy(() =>
  import("~/components/profile/billing-tab").then((m) => ({ default: m.BillingTab })),
);
const TemplatesTab = lazy(() =>
  import("~/components/profile/templates-tab").then((m) => ({ default: m.TemplatesTab })),
);
const LeadsTab = lazy(() => import("~/components/profile/leads-tab").then((m) => ({ default: m.LeadsTab })));
const BrandKitTab = lazy(() =>
  import("~/components/profile/brand-kit-tab").then((m) => ({ default: m.BrandKitTab })),
);
const SecurityTab = lazy(() =>
  import("~/components/profile/security-tab").then((m) => ({ default: m.SecurityTab })),
);

export const meta = () => [
  { title: `Your Profile | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

const TABS = [
  { value: "profile", label: "Profile", icon: UserIcon },
  { value: "billing", label: "Billing", icon: CreditCardIcon },
  { value: "templates", label: "Templates", icon: FileCodeIcon },
  { value: "leads", label: "Leads", icon: InboxIcon },
  { value: "brand", label: "Brand kit", icon: PaletteIcon },
  { value: "security", label: "Security", icon: ShieldIcon },
] as const;
type TabValue = (typeof TABS)[number]["value"];

/**
 * /profile: account details, billing, templates, leads and security in tabs. Prerendered as a shell (the
 * frame, heading, tab strip and a skeleton; no user data) that paints before any JavaScript, then hydrates
 * and fills in from one GET /api/profile.
 */
export default function ProfilePage() {
  return (
    <QueryProvider>
      <ProfileContent />
    </QueryProvider>
  );
}

function ProfileContent() {
  const navigate = useNavigate();
  const { user, isPending } = useSession();
  const profile = useProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: TabValue = TABS.some((t) => t.value === requested) ? (requested as TabValue) : "profile";

  useEffect(() => {
    if (!isPending && !user) navigate("/auth", { replace: true });
  }, [isPending, user, navigate]);

  // The tab is rendered from a deferred copy of the answer: the render that swaps the skeleton for the tab
  // runs as a transition, which React splits into short tasks instead of one long one as the data arrives.
  const data = useDeferredValue(profile.data);
  const loading = isPending || !user || profile.isPending || (!profile.isError && !data);
  return (
    <PageLayout>
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <div className="flex items-center justify-between gap-3">
          <Button variant="ghost" asChild>
            <Link to="/">
              <ArrowLeftIcon aria-hidden="true" />
              Back
            </Link>
          </Button>
          <Button variant="outline" onClick={() => void signOutAndReload()} disabled={!user}>
            <LogOutIcon aria-hidden="true" />
            Logout
          </Button>
        </div>
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Your Profile</h1>
          <p className="text-muted-foreground">Manage your account, tokens, templates, leads and password.</p>
        </div>
        <Tabs
          // No tab is selected until the page knows its user: the prerendered shell cannot read ?tab=, and
          // hydration must render exactly what the shell's HTML shows.
          value={loading ? "" : tab}
          onValueChange={(value) =>
            setSearchParams(value === "profile" ? {} : { tab: value }, {
              replace: true,
              preventScrollReset: true,
            })
          }
        >
          <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-11 sm:w-fit">
            {TABS.map((t) => (
              <TabsTrigger
                key={t.value}
                value={t.value}
                className="flex-col gap-1 py-1.5 text-xs sm:flex-row sm:text-sm"
              >
                <t.icon aria-hidden="true" />
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* At least a screen tall in every state, so the footer is never in view while the content
              arrives: nothing on screen moves when the skeleton gives way to the tab. */}
          <div className="min-h-[calc(100svh-12rem)]">
            {loading ? (
              <ProfileSkeleton />
            ) : profile.isError || !data ? (
              <p className="rounded-xl border p-6 text-muted-foreground">
                Your profile could not be loaded. Please reload the page.
              </p>
            ) : (
              <Suspense fallback={<ProfileSkeleton />}>
                <TabsContent value="profile">
                  <ProfileTab profile={data} />
                </TabsContent>
                <TabsContent value="billing">
                  <BillingTab profile={data} />
                </TabsContent>
                <TabsContent value="templates">
                  <TemplatesTab />
                </TabsContent>
                <TabsContent value="leads">
                  <LeadsTab />
                </TabsContent>
                <TabsContent value="brand">
                  <BrandKitTab />
                </TabsContent>
                <TabsContent value="security">
                  <SecurityTab />
                </TabsContent>
              </Suspense>
            )}
          </div>
        </Tabs>
      </div>
    </PageLayout>
  );
}
