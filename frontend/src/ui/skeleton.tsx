/** A grey placeholder block that pulses while its content loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden className={`block animate-pulse rounded-card bg-raised ${className}`} />;
}

/** The outline of a message card (ui/message-card.tsx) while messages load. */
export function MessageCardSkeleton() {
  return (
    <div className="flex flex-col gap-2 rounded-card border border-border bg-surface p-3 pl-4" data-testid="message-card-skeleton">
      <div className="flex items-center gap-2">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-4 w-20" />
      </div>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}
