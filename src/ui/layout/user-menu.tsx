/**
 * The user menu in the top bar: the avatar opens a menu with the name and role, 'Profile Settings'
 * and 'Logout'. Opens by click and by keyboard (Enter, Space, ArrowDown), closes on Escape and an
 * outside click, and gives focus back to the avatar. Signing out ends the session on the server and
 * wipes this device's copy, unsent changes included: with unsent changes it asks first.
 */
import { Link, useNavigate } from "@tanstack/react-router";
import { LogOut, UserCog } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { api } from "../../api/client.ts";
import type { SessionUser } from "../../api/session.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { unsentText } from "../outbox/outbox-text.ts";
import { Avatar } from "./avatar.tsx";
import { countUnsent, LOGOUT_TIMEOUT_MS, signOut } from "./sign-out.ts";

export { initialOf, profileImageUrl } from "./avatar.tsx";
export { signOut } from "./sign-out.ts";

export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Counted when the user signs out (the menu paints without the offline mirror's code).
  const [unsent, setUnsent] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const navigate = useNavigate();
  const menuId = useId();
  const profilePath = user.role === "admin" ? "/admin/profile" : "/customer/profile";

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const openMenu = (focus: "first" | "last" | null) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = items();
    if (focusOnOpen.current === "first") list[0]?.focus();
    else if (focusOnOpen.current === "last") list.at(-1)?.focus();
    focusOnOpen.current = null;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      openMenu(e.key === "ArrowDown" ? "first" : "last");
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === "ArrowDown") move(i + 1);
    else if (e.key === "ArrowUp") move(i - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(list.length - 1);
    else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === "Tab") setOpen(false);
  };

  const logout = async (confirmed = false) => {
    if (busy) return;
    if (!confirmed) {
      const count = await countUnsent(user._id);
      if (count > 0) {
        setUnsent(count);
        setOpen(false);
        setConfirming(true);
        return;
      }
    }
    setConfirming(false);
    setBusy(true);
    // The server ends the session (offline or failing, signed out here all the same); this
    // device's copy goes, other users' unsent writes stay (src/db/sign-out.ts).
    const signal = AbortSignal.timeout(LOGOUT_TIMEOUT_MS);
    await signOut(user, (headers) => api.POST("/auth/logout", { signal, headers }));
    setOpen(false);
    setBusy(false);
    await navigate({ to: "/login", replace: true });
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        className="flex min-h-11 min-w-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2 lg:min-h-10 lg:min-w-10"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`User menu for ${user.name}`}
        onClick={(e) => {
          if (open) close(false);
          // A keyboard click (Enter or Space) has no pointer details: focus the first item.
          else openMenu(e.detail === 0 ? "first" : null);
        }}
        onKeyDown={onTriggerKeyDown}
        data-testid="user-menu-trigger"
      >
        <Avatar user={user} />
      </button>
      {open && (
        <div className="absolute top-full right-0 z-50 mt-2 w-64 max-w-[calc(100vw-1rem)] rounded-box border border-base-300 bg-base-100 p-2 shadow-xl">
          <div className="flex items-center gap-3 border-base-300 border-b px-2 pt-1 pb-3">
            <Avatar user={user} size="size-10" />
            <div className="min-w-0">
              <p className="truncate font-semibold" data-testid="user-menu-name">
                {user.name}
              </p>
              <p className="truncate text-base-content/75 text-sm capitalize" data-testid="user-menu-role">
                {user.role}
              </p>
            </div>
          </div>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label="User menu"
            className="flex flex-col gap-0.5 pt-2"
            onKeyDown={onMenuKeyDown}
          >
            <Link
              to={profilePath}
              role="menuitem"
              tabIndex={-1}
              className="flex min-h-11 items-center gap-3 rounded-field px-3 text-sm hover:bg-base-200 focus:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary lg:min-h-10"
              onClick={() => setOpen(false)}
            >
              <UserCog className="size-4" aria-hidden="true" />
              Profile Settings
            </Link>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="flex min-h-11 w-full items-center gap-3 rounded-field px-3 text-left text-error text-sm hover:bg-error/10 focus:bg-error/10 focus-visible:outline-2 focus-visible:outline-error disabled:opacity-60 lg:min-h-10"
              onClick={() => void logout()}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              ) : (
                <LogOut className="size-4" aria-hidden="true" />
              )}
              {busy ? "Signing out..." : "Logout"}
            </button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Sign out with unsent changes?"
        message={`You have ${unsentText(unsent)} that ${unsent === 1 ? "has" : "have"} not reached the server yet. Signing out deletes ${unsent === 1 ? "it" : "them"} from this device.`}
        confirmLabel="Sign out anyway"
        cancelLabel="Stay signed in"
        action="delete"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void logout(true)}
      />
    </div>
  );
}
