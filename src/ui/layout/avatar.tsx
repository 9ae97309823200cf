// The user's picture in the top bar and on the profile (their initial when there is none, or when it
// does not load), and where the picture is served from.
import { useEffect, useState } from "react";
import { serverOrigin } from "../../api/fetch.ts";
import type { SessionUser } from "../../api/session.ts";

/**
 * The picture's URL: absolute URLs as they are, a relative path prefixed with `origin` (the API
 * server's, serverOrigin(), where the picture is served).
 */
export function profileImageUrl(profileImage: string | null | undefined, origin: string): string | null {
  const p = profileImage?.trim();
  if (!p) return null;
  if (/^(https?:|data:|blob:)/i.test(p) || p.startsWith("//")) return p;
  return `${origin.replace(/\/+$/, "")}/${p.replace(/^\/+/, "")}`;
}

/** The first letter of the name, upper-cased ('?' without a name). */
export function initialOf(name: string | null | undefined): string {
  const first = [...(name ?? "").trim()][0];
  return first ? first.toLocaleUpperCase() : "?";
}

export function Avatar({ user, size = "size-9" }: { user: SessionUser; size?: string }) {
  const src = profileImageUrl(user.profileImage, serverOrigin());
  const [failed, setFailed] = useState(false);
  // A new picture gets a new chance to load.
  useEffect(() => setFailed(false), [src]);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        className={`${size} rounded-full object-cover ring-1 ring-base-300`}
        onError={() => setFailed(true)}
        data-testid="avatar-image"
      />
    );
  }
  return (
    <span
      className={`${size} grid place-items-center rounded-full bg-primary font-semibold text-primary-content`}
      aria-hidden="true"
      data-testid="avatar-initial"
    >
      {initialOf(user.name)}
    </span>
  );
}
