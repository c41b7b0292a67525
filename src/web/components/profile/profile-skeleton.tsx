/**
 * What /profile shows before it knows who is signed in: the prerendered page paints this, then hydrates
 * and swaps in the tabs' content. Grey bars only, no text, so the content that replaces them is new on
 * screen (no layout shift) and the page's largest text stays the heading painted with the first frame.
 */
function Bar({ className }: { className: string }) {
  return <div className={`rounded-md bg-muted motion-safe:animate-pulse ${className}`} />;
}

function CardSkeleton({ lines }: { lines: number }) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-2">
        <Bar className="h-5 w-44" />
        <Bar className="h-4 w-56 max-w-full" />
      </div>
      {Array.from({ length: lines }, (_, index) => (
        <Bar key={index} className="h-4 w-2/3" />
      ))}
    </div>
  );
}

export function ProfileSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" data-testid="profile-skeleton">
      <span role="status" className="sr-only">
        Loading your profile
      </span>
      <CardSkeleton lines={2} />
      <CardSkeleton lines={1} />
    </div>
  );
}
