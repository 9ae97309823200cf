import { useId } from "react";

/**
 * Safar's mark (the drawing of public/icons/favicon.svg, kept equal by a unit test), inline: an
 * `<img>` of an SVG file is a document of its own, built on the main thread in the first paint's
 * task (docs/PERFORMANCE.md, "Start-up on a slow phone"). Decorative: the name is written beside it.
 */
export function BrandMark({ className }: { className?: string }) {
  const gradient = `safar-mark-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3B82F6" />
          <stop offset="1" stopColor="#1E40AF" />
        </linearGradient>
      </defs>
      <rect width="512" height="512" rx="112" fill={`url(#${gradient})`} />
      <path
        d="M116 300c60-18 132-16 190 8 40 16 72 16 96-2"
        fill="none"
        stroke="#BFDBFE"
        strokeWidth="18"
        strokeLinecap="round"
      />
      <path
        d="M148 250 392 152c22-9 40 12 26 30l-118 150c-8 10-24 8-28-4l-24-64-66-10c-14-2-16-22-4-28z"
        fill="#fff"
      />
    </svg>
  );
}
