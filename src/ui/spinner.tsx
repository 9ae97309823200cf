/** A centred loading spinner with an accessible label. */
export function Spinner({
  label = "Loading…",
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      className={`flex items-center justify-center gap-3 ${fullScreen ? "min-h-dvh" : "py-16"}`}
      role="status"
      aria-live="polite"
    >
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="text-base-content/70">{label}</span>
    </div>
  );
}
